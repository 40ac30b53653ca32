import java.util.*;
import java.util.function.Consumer;

/** Entities wired to each other's handlers by hand: no infrastructure manages the events. */
public class Wired {
    public static void main(String[] args) {
        Reader reader = new Reader();
        new Counter(reader);
        reader.read("a b c");
    }
}

class Reader {
    private final List<Consumer<String>> listeners = new ArrayList<>();

    void listen(Consumer<String> handler) { listeners.add(handler); }

    void read(String text) {
        for (String word : text.split(" ")) for (Consumer<String> handler : listeners) handler.accept(word);
    }
}

class Counter {
    private int count = 0;

    Counter(Reader reader) { reader.listen(this::add); }

    private void add(String word) { System.out.println(++count + " " + word); }
}
