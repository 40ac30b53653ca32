import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Word counting that never gives up: bad arguments get defaults, failures get sensible values. */
public class Constructive {
    static String readText(String path) {
        if (path == null || path.isEmpty()) return "";
        try {
            return Files.readString(Paths.get(path));
        } catch (IOException e) {
            return "";
        }
    }

    static Map<String, Integer> countWords(String text) {
        if (text == null) return new HashMap<>();
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("\\s+")) if (!word.isEmpty()) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    static List<String> top(Map<String, Integer> counts, int n) {
        if (counts == null) return new ArrayList<>();
        n = n > 0 ? n : 10;
        List<String> words = new ArrayList<>(counts.keySet());
        words.sort((a, b) -> counts.get(b) - counts.get(a));
        return words.subList(0, Math.min(n, words.size()));
    }

    public static void main(String[] args) {
        String path = args.length > 0 ? args[0] : "input.txt";
        System.out.println(top(countWords(readText(path)), 10));
    }
}
