// Chunks and a reduce, but a loop runs the worker chunk after chunk: no map.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

class LoopInstead {
    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).split("\\s+"));
        List<Integer> partials = new ArrayList<>();
        for (int i = 0; i < words.size(); i += 500) {
            int letters = 0;
            for (String w : words.subList(i, Math.min(i + 500, words.size()))) letters += w.length();
            partials.add(letters);
        }
        System.out.println(partials.stream().reduce(0, Integer::sum));
    }
}
