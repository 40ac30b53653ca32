import java.util.*;

/** Word counting against abstract classes: what a source and a tally can do, bound by extension. */
public class Counting {
    static List<String> count(Source source, Tally tally) {
        for (String word : source.words()) tally.add(word);
        return tally.top(10);
    }

    public static void main(String[] args) {
        System.out.println(count(new ArgsSource(args), new MapTally()));
    }
}

abstract class Source {
    abstract String[] words();
}

abstract class Tally {
    abstract void add(String word);

    abstract List<String> top(int n);
}

class ArgsSource extends Source {
    private final String[] args;

    ArgsSource(String[] args) { this.args = args; }

    String[] words() { return args; }
}

class MapTally extends Tally {
    private final Map<String, Integer> counts = new HashMap<>();

    void add(String word) { counts.merge(word, 1, Integer::sum); }

    List<String> top(int n) {
        List<String> words = new ArrayList<>(counts.keySet());
        words.sort((a, b) -> counts.get(b) - counts.get(a));
        return words.subList(0, Math.min(n, words.size()));
    }
}
