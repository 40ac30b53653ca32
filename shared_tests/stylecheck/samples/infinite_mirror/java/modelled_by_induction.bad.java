import java.util.Map;
import java.util.TreeMap;

/** Loops do the work; the one recursion has no base case to end it. */
class Counts {
    static int spin(int n) {
        return spin(n + 1);
    }

    public static void main(String[] args) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : args) counts.merge(word.toLowerCase(), 1, Integer::sum);
        for (Map.Entry<String, Integer> e : counts.entrySet()) System.out.println(e.getKey() + " - " + e.getValue());
    }
}
