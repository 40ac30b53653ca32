// Chunks and two maps, but the second map works on each chunk's pairs as they come: no regrouping by key.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

class NoShuffle {
    static List<List<String>> chunks(List<String> words) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i += 100) out.add(words.subList(i, Math.min(i + 100, words.size())));
        return out;
    }

    static List<String[]> pairs(List<String> chunk) {
        List<String[]> out = new ArrayList<>();
        for (String w : chunk) out.add(new String[] {w, "1"});
        return out;
    }

    static int total(List<String[]> pairs) {
        return pairs.size();
    }

    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).split("\\s+"));
        chunks(words).stream().map(NoShuffle::pairs).map(NoShuffle::total).forEach(System.out::println);
    }
}
