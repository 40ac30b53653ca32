import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Word counting that refuses bad arguments and passes every error up with its context. */
public class Tantrum {
    static String readText(String path) throws IOException {
        if (path == null || path.isEmpty()) throw new IllegalArgumentException("readText needs a path");
        try {
            return Files.readString(Paths.get(path));
        } catch (IOException e) {
            throw new IOException("cannot read " + path, e);
        }
    }

    static Map<String, Integer> countWords(String text) {
        if (text == null) throw new IllegalArgumentException("countWords needs text");
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("\\s+")) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    static Map<String, Integer> report(String path) throws IOException {
        if (path == null) throw new IllegalArgumentException("report needs a path");
        try {
            return countWords(readText(path));
        } catch (IOException e) {
            throw new IOException("no report for " + path, e);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(report(args.length > 0 ? args[0] : null));
        } catch (Exception e) {
            System.err.println("error: " + e.getMessage());
            System.exit(1);
        }
    }
}
