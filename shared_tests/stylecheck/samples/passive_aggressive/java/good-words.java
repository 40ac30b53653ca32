import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Word counting: methods jump out on bad arguments; only main, which can answer, catches. */
public class Passive {
    static String readText(String path) throws IOException {
        if (path == null || path.isEmpty()) throw new IllegalArgumentException("readText needs a path");
        return Files.readString(Paths.get(path));
    }

    static Map<String, Integer> countWords(String text) {
        if (text == null) throw new IllegalArgumentException("countWords needs text");
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("\\s+")) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    public static void main(String[] args) {
        try {
            System.out.println(countWords(readText(args.length > 0 ? args[0] : null)));
        } catch (IOException | IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(1);
        }
    }
}
