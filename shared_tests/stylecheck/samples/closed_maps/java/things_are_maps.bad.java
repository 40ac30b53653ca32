import java.util.*;

/** Data kept in a map, but no map carries a procedure: the functions stand apart. */
public class Counts {
    static Map<String, Integer> counts = new HashMap<>();

    static void add(String word) { counts.merge(word, 1, Integer::sum); }

    public static void main(String[] args) {
        for (String word : args) add(word);
        System.out.println(counts);
    }
}
