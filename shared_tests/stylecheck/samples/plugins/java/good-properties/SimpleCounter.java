import java.util.*;

public class SimpleCounter implements Counter {
    public Object count(String[] words) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : words) counts.merge(word, 1, Integer::sum);
        return counts;
    }
}
