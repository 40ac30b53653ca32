import java.util.*;
import java.util.function.*;

/** Deferred actions exist, but a pure-looking method prints for itself. */
public class Leaky {
    static Map<String, Integer> countWords(String text) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.split("\\s+")) counts.merge(word, 1, Integer::sum);
        System.out.println("counted " + counts.size());
        return counts;
    }

    public static void main(String[] args) {
        List<Supplier<Object>> steps = List.of(() -> countWords(String.join(" ", args)));
        for (Supplier<Object> step : steps) System.out.println(step.get());
    }
}
