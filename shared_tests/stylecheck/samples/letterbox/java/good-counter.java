import java.util.*;

/** Word counting between capsules that each expose one procedure: dispatch(message, args...). */
public class Letterbox {
    public static void main(String[] args) {
        Counter counter = new Counter();
        new Reader(String.join(" ", args)).dispatch("feed", counter);
        System.out.println(counter.dispatch("top", 10));
    }
}

class Counter {
    private final Map<String, Integer> counts = new HashMap<>();

    public Object dispatch(String message, Object... args) {
        switch (message) {
            case "add":
                counts.merge((String) args[0], 1, Integer::sum);
                return null;
            case "top":
                List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
                entries.sort((a, b) -> b.getValue() - a.getValue());
                return entries.subList(0, Math.min((Integer) args[0], entries.size()));
            default:
                throw new IllegalArgumentException("Counter does not understand " + message);
        }
    }
}

class Reader {
    private final String text;

    public Reader(String text) { this.text = text; }

    public Object dispatch(String message, Object... args) {
        if (message.equals("feed")) {
            Counter counter = (Counter) args[0];
            for (String word : text.toLowerCase().split("\\s+")) counter.dispatch("add", word);
            return null;
        }
        throw new IllegalArgumentException("Reader does not understand " + message);
    }
}
