import java.util.*;
import java.util.function.Consumer;

/** Entities use the board, but the reader also calls the counter directly. */
public class Shortcut {
    public static void main(String[] args) {
        Board board = new Board();
        new Reader(board, new Counter(board));
        board.publish("text", "a b c");
    }
}

class Board {
    private final Map<String, List<Consumer<String>>> wanted = new HashMap<>();

    void subscribe(String kind, Consumer<String> handler) {
        wanted.computeIfAbsent(kind, k -> new ArrayList<>()).add(handler);
    }

    void publish(String kind, String payload) {
        for (Consumer<String> handler : wanted.getOrDefault(kind, List.of())) handler.accept(payload);
    }
}

class Counter {
    private int count = 0;

    Counter(Board board) { board.subscribe("word", this::add); }

    void add(String word) { count++; }

    void show() { System.out.println(count); }
}

class Reader {
    private final Board board;
    private final Counter counter;

    Reader(Board board, Counter counter) {
        this.board = board;
        this.counter = counter;
        board.subscribe("text", this::read);
    }

    private void read(String text) {
        for (String word : text.split(" ")) board.publish("word", word);
        counter.show();
    }
}
