import java.util.*;
import java.util.function.Consumer;

/** Word counting in inversion of control: entities register callbacks; the framework calls them back. */
public class Hollywood {
    public static void main(String[] args) {
        Framework framework = new Framework();
        Words words = new Words(framework);
        new Counter(framework, words);
        framework.run(String.join(" ", args));
    }
}

class Framework {
    private final List<Consumer<String>> loadHandlers = new ArrayList<>();
    private final List<Runnable> endHandlers = new ArrayList<>();

    void registerForLoad(Consumer<String> handler) { loadHandlers.add(handler); }

    void registerForEnd(Runnable handler) { endHandlers.add(handler); }

    void run(String text) {
        for (Consumer<String> handler : loadHandlers) handler.accept(text);
        for (Runnable handler : endHandlers) handler.run();
    }
}

class Words {
    private final List<Consumer<String>> wordHandlers = new ArrayList<>();

    Words(Framework framework) { framework.registerForLoad(this::load); }

    void registerForWord(Consumer<String> handler) { wordHandlers.add(handler); }

    private void load(String text) {
        for (String word : text.toLowerCase().split("\\s+"))
            for (Consumer<String> handler : wordHandlers) handler.accept(word);
    }
}

class Counter {
    private final Map<String, Integer> counts = new TreeMap<>();

    Counter(Framework framework, Words words) {
        words.registerForWord(this::add);
        framework.registerForEnd(this::show);
    }

    private void add(String word) { counts.merge(word, 1, Integer::sum); }

    private void show() { System.out.println(counts); }
}
