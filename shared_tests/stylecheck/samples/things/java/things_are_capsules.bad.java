import java.util.*;

/** Word counting in static procedures: no capsule keeps any data. */
public class Procedures {
    static String[] words(String text) { return text.toLowerCase().split("\\s+"); }

    static Map<String, Integer> tally(String[] words) {
        Map<String, Integer> counts = new HashMap<>();
        for (String word : words) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    public static void main(String[] args) {
        System.out.println(tally(words(String.join(" ", args))));
    }
}
