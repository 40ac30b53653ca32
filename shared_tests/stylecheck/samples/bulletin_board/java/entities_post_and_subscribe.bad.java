import java.util.*;
import java.util.function.Consumer;

/** A board exists, but only the main program uses it: no entity subscribes or publishes. */
public class Lonely {
    public static void main(String[] args) {
        Board board = new Board();
        board.subscribe("word", word -> System.out.println(word.toUpperCase()));
        for (String word : args) board.publish("word", word);
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
