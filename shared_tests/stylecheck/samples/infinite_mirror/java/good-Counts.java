import java.util.Map;
import java.util.TreeMap;

/** Word counts of the arguments by induction: no words count nothing; n+1 words count the first, then the rest. */
class Counts {
    static Map<String, Integer> count(String[] words, int from, Map<String, Integer> counts) {
        if (from == words.length) return counts;
        counts.merge(words[from].toLowerCase(), 1, Integer::sum);
        return count(words, from + 1, counts);
    }

    static String show(String[] keys, int from, Map<String, Integer> counts) {
        if (from == keys.length) return "";
        return keys[from] + " - " + counts.get(keys[from]) + "\n" + show(keys, from + 1, counts);
    }

    public static void main(String[] args) {
        Map<String, Integer> counts = count(args, 0, new TreeMap<>());
        System.out.print(show(counts.keySet().toArray(new String[0]), 0, counts));
    }
}
