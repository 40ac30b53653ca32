import java.util.*;

/** Word counting with capsules that reappropriate a base class's procedures. */
public class Words {
    public static void main(String[] args) {
        Tally tally = new FilteredTally(Set.of("the", "a", "and"));
        Text text = new Text(new Scanner(System.in).useDelimiter("\\A").next());
        for (String word : text.words()) tally.add(word);
        System.out.println(text.size() + " " + tally.most(10));
    }
}

class Tally {
    private final Map<String, Integer> counts = new TreeMap<>();

    public void add(String key) { counts.merge(key, 1, Integer::sum); }

    public List<Map.Entry<String, Integer>> most(int n) {
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> b.getValue() - a.getValue());
        return entries.subList(0, Math.min(n, entries.size()));
    }
}

class FilteredTally extends Tally {
    private final Set<String> ignored;

    public FilteredTally(Set<String> ignored) { this.ignored = ignored; }

    @Override
    public void add(String key) {
        if (!ignored.contains(key)) super.add(key);
    }
}

class Text {
    private final String raw;

    public Text(String raw) { this.raw = raw; }

    public String[] words() { return raw.toLowerCase().split("\\s+"); }

    public int size() { return raw.length(); }
}
