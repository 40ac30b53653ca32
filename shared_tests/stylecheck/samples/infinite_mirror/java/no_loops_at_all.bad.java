import java.util.Map;
import java.util.TreeMap;

/** Recursion counts, but the printing is a loop. */
class Counts {
    static Map<String, Integer> count(String[] words, int from, Map<String, Integer> counts) {
        if (from == words.length) return counts;
        counts.merge(words[from], 1, Integer::sum);
        return count(words, from + 1, counts);
    }

    public static void main(String[] args) {
        for (Map.Entry<String, Integer> e : count(args, 0, new TreeMap<>()).entrySet()) {
            System.out.println(e.getKey() + " - " + e.getValue());
        }
    }
}
