// How often each letter occurs: blocks of text, a tally per block on a thread pool, the tallies merged by reduce.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

class Letters {
    static Map<Character, Integer> tally(String block) {
        Map<Character, Integer> counts = new HashMap<>();
        for (char c : block.toCharArray()) if (Character.isLetter(c)) counts.merge(c, 1, Integer::sum);
        return counts;
    }

    static Map<Character, Integer> merge(Map<Character, Integer> a, Map<Character, Integer> b) {
        Map<Character, Integer> out = new HashMap<>(a);
        b.forEach((c, n) -> out.merge(c, n, Integer::sum));
        return out;
    }

    public static void main(String[] args) throws IOException, InterruptedException, ExecutionException {
        String text = Files.readString(Path.of(args[0])).toLowerCase();
        List<String> blocks = new ArrayList<>();
        for (int i = 0; i < text.length(); i += 4096) blocks.add(text.substring(i, Math.min(i + 4096, text.length())));
        System.out.println(blocks.stream().map(Letters::tally).reduce(new HashMap<>(), Letters::merge));
    }
}
