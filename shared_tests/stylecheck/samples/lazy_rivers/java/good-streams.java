// Word lengths of a file as a lazy Java stream: lines are read on demand and each stage transforms the stream.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

class Lengths {
    static Stream<String> words(Stream<String> lines) {
        return lines.flatMap(line -> Arrays.stream(line.toLowerCase().split("[^a-z]+")));
    }

    static Stream<String> longOnes(Stream<String> words) {
        return words.filter(word -> word.length() > 7);
    }

    public static void main(String[] args) throws IOException {
        try (Stream<String> lines = Files.lines(Path.of(args[0]))) {
            longOnes(words(lines)).limit(25).forEach(System.out::println);
        }
    }
}
