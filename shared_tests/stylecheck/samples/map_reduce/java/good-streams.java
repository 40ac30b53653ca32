// Longest line of a file: the lines are cut into chunks, a parallel stream maps each chunk, reduce recombines.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

class Longest {
    static List<List<String>> chunks(List<String> lines, int size) {
        List<List<String>> chunks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += size) {
            chunks.add(lines.subList(i, Math.min(i + size, lines.size())));
        }
        return chunks;
    }

    static String longestIn(List<String> chunk) {
        String best = "";
        for (String line : chunk) if (line.length() > best.length()) best = line;
        return best;
    }

    static String longer(String a, String b) {
        return a.length() >= b.length() ? a : b;
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        String longest = chunks(lines, 100).parallelStream().map(Longest::longestIn).reduce("", Longest::longer);
        System.out.println(longest);
    }
}
