import java.util.TreeMap;

/** Shared state, but one procedure does the whole job: the problem is not decomposed. */
class Grades {
    static TreeMap<String, Double> marks = new TreeMap<>();
    static String[] input;

    static void everything() {
        for (int i = 0; i + 1 < input.length; i += 2) marks.put(input[i], Double.parseDouble(input[i + 1]));
        double sum = 0;
        for (double mark : marks.values()) sum += mark;
        double mean = sum / Math.max(marks.size(), 1);
        for (String name : marks.keySet()) System.out.println(name + (marks.get(name) > mean ? " above" : ""));
    }

    public static void main(String[] args) {
        input = args;
        everything();
    }
}
