// The lines come lazily, but every stage after that builds a whole list.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

class Lists {
    static List<String> words(Iterator<String> lines) {
        List<String> words = new ArrayList<>();
        while (lines.hasNext()) {
            for (String w : lines.next().toLowerCase().split("[^a-z]+")) words.add(w);
        }
        return words;
    }

    static List<String> longOnes(List<String> words) {
        List<String> kept = new ArrayList<>();
        for (String w : words) if (w.length() > 7) kept.add(w);
        return kept;
    }

    public static void main(String[] args) throws IOException {
        for (String w : longOnes(words(Files.newBufferedReader(Path.of(args[0])).lines().iterator()))) {
            System.out.println(w);
        }
    }
}
