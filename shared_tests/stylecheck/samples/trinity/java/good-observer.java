// The reactive trinity: the view registers with the tally, which calls it back after every change.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.TreeMap;
import java.util.function.Consumer;

class Tally {
    final Map<String, Integer> counts = new TreeMap<>();
    private final List<Consumer<Tally>> listeners = new ArrayList<>();

    void subscribe(Consumer<Tally> listener) {
        listeners.add(listener);
    }

    void countLine(String line) {
        for (String word : line.toLowerCase().split("\\s+")) {
            if (!word.isEmpty()) counts.merge(word, 1, Integer::sum);
        }
        for (Consumer<Tally> listener : listeners) listener.accept(this);
    }
}

class TopWords implements Consumer<Tally> {
    public void accept(Tally tally) {
        System.out.println(tally.counts);
    }
}

class Session {
    public static void main(String[] args) {
        Tally tally = new Tally();
        tally.subscribe(new TopWords());
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) tally.countLine(in.nextLine());
    }
}
