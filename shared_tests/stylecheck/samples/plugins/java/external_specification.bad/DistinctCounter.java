import java.util.*;

public class DistinctCounter implements Counter {
    public Object count(String[] words) { return new HashSet<>(Arrays.asList(words)).size(); }
}
