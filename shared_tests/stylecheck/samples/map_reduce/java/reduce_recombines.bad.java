// Chunks and a map, but every chunk's result is printed on its own: nothing recombines them.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

class NoReduce {
    static List<List<String>> chunks(List<String> words) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i += 500) out.add(words.subList(i, Math.min(i + 500, words.size())));
        return out;
    }

    static int letters(List<String> chunk) {
        int n = 0;
        for (String w : chunk) n += w.length();
        return n;
    }

    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).split("\\s+"));
        chunks(words).stream().map(NoReduce::letters).forEach(System.out::println);
    }
}
