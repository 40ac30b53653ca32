import java.util.*;
import java.util.function.Consumer;

/** An order desk: a static bus, and entities that post wanted and offered events through it. */
public class Kitchen {
    static final Map<String, List<Consumer<String>>> WANTED = new HashMap<>();

    static void want(String kind, Consumer<String> handler) {
        WANTED.computeIfAbsent(kind, k -> new ArrayList<>()).add(handler);
    }

    static void offer(String kind, String dish) {
        for (Consumer<String> handler : WANTED.getOrDefault(kind, List.of())) handler.accept(dish);
    }

    public static void main(String[] args) {
        new Cook();
        new Waiter();
        offer("order", "soup");
        offer("order", "pie");
    }
}

class Cook {
    Cook() { Kitchen.want("order", dish -> Kitchen.offer("ready", dish)); }
}

class Waiter {
    private final List<String> served = new ArrayList<>();

    Waiter() { Kitchen.want("ready", this::serve); }

    private void serve(String dish) {
        served.add(dish);
        System.out.println("served " + dish + " " + served.size());
    }
}
