import java.util.*;
import java.util.function.*;

/** Word counting with I/O quarantined in actions that bind; only main runs them. */
public class Quarantine {
    static final class IO<T> {
        private final Supplier<T> effect;

        IO(Supplier<T> effect) { this.effect = effect; }

        <R> IO<R> bind(Function<T, IO<R>> then) { return new IO<>(() -> then.apply(effect.get()).run()); }

        T run() { return effect.get(); }
    }

    static IO<String> readText() {
        return new IO<>(() -> new Scanner(System.in).useDelimiter("\\A").next());
    }

    static IO<Void> show(Object value) {
        return new IO<>(() -> { System.out.println(value); return null; });
    }

    static Map<String, Integer> countWords(String text) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("\\s+")) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    public static void main(String[] args) {
        readText().bind(text -> show(countWords(text))).run();
    }
}
