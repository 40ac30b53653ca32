import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Class marks from a file of "name mark" lines: static procedures share the state; main is a list of commands. */
class Grades {
    static String path;
    static TreeMap<String, Double> marks = new TreeMap<>();
    static double mean;
    static List<String> report = new ArrayList<>();

    static void loadMarks() throws IOException {
        for (String line : Files.readAllLines(Paths.get(path))) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length == 2) marks.put(fields[0], Double.parseDouble(fields[1]));
        }
    }

    static void computeMean() {
        double sum = 0;
        for (double mark : marks.values()) sum += mark;
        mean = sum / Math.max(marks.size(), 1);
    }

    static void gradeStudents() {
        for (String name : marks.keySet()) {
            report.add(name + ": " + marks.get(name) + (marks.get(name) > mean ? " above" : " at or below") + " the mean");
        }
    }

    static void printReport() {
        System.out.printf("mean %.2f%n", mean);
        for (String line : report) System.out.println(line);
    }

    public static void main(String[] args) throws IOException {
        path = args[0];
        loadMarks();
        computeMean();
        gradeStudents();
        printReport();
    }
}
