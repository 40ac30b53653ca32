import java.util.TreeMap;

/** Static procedures share state, but main tests and combines what they hand back. */
class Grades {
    static TreeMap<String, Double> marks = new TreeMap<>();
    static double mean;

    static boolean loadMarks(String[] args) {
        for (int i = 0; i + 1 < args.length; i += 2) marks.put(args[i], Double.parseDouble(args[i + 1]));
        return !marks.isEmpty();
    }

    static double computeMean() {
        double sum = 0;
        for (double mark : marks.values()) sum += mark;
        mean = sum / marks.size();
        return mean;
    }

    static void printReport() {
        for (String name : marks.keySet()) System.out.println(name + " " + marks.get(name));
    }

    public static void main(String[] args) {
        if (loadMarks(args)) {
            System.out.println("mean " + computeMean());
            printReport();
        }
    }
}
