import java.util.*;
import java.util.function.*;

/** Word counting with things that are maps from keys to values; some values are lambdas. */
public class ClosedMaps {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Map<String, Object> counter = new HashMap<>();
        counter.put("counts", new HashMap<String, Integer>());
        counter.put("add", (Consumer<String>) word ->
            ((Map<String, Integer>) counter.get("counts")).merge(word, 1, Integer::sum));
        counter.put("size", (Supplier<Integer>) () -> ((Map<String, Integer>) counter.get("counts")).size());

        Map<String, Object> reader = new HashMap<>();
        reader.put("text", String.join(" ", args));
        reader.put("words", (Supplier<String[]>) () -> ((String) reader.get("text")).toLowerCase().split("\\s+"));

        for (String word : ((Supplier<String[]>) reader.get("words")).get()) {
            ((Consumer<String>) counter.get("add")).accept(word);
        }
        System.out.println(((Supplier<Integer>) counter.get("size")).get() + " different words");
    }
}
