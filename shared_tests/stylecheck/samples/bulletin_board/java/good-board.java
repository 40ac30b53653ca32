import java.util.*;
import java.util.function.Consumer;

/** Word counting over a bulletin board: entities subscribe to events and publish events. */
public class Bulletin {
    public static void main(String[] args) {
        EventManager board = new EventManager();
        new Reader(board);
        new Counter(board);
        board.publish("start", String.join(" ", args));
    }
}

class EventManager {
    private final Map<String, List<Consumer<Object>>> subscriptions = new HashMap<>();

    void subscribe(String kind, Consumer<Object> handler) {
        subscriptions.computeIfAbsent(kind, k -> new ArrayList<>()).add(handler);
    }

    void publish(String kind, Object payload) {
        for (Consumer<Object> handler : subscriptions.getOrDefault(kind, List.of())) handler.accept(payload);
    }
}

class Reader {
    private final EventManager board;

    Reader(EventManager board) {
        this.board = board;
        board.subscribe("start", this::start);
    }

    private void start(Object text) {
        for (String word : ((String) text).toLowerCase().split("\\s+")) board.publish("word", word);
        board.publish("done", null);
    }
}

class Counter {
    private final Map<String, Integer> counts = new TreeMap<>();

    Counter(EventManager board) {
        board.subscribe("word", word -> counts.merge((String) word, 1, Integer::sum));
        board.subscribe("done", ignored -> System.out.println(counts));
    }
}
