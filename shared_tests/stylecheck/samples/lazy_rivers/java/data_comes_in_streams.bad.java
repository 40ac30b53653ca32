// Stream stages, but the first is handed the whole file read at once.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;

class WholeFile {
    static Stream<String> words(String text) {
        return Arrays.stream(text.toLowerCase().split("[^a-z]+"));
    }

    static Stream<String> longOnes(Stream<String> words) {
        return words.filter(word -> word.length() > 7);
    }

    public static void main(String[] args) throws IOException {
        String text = Files.readString(Path.of(args[0]));
        longOnes(words(text)).forEach(System.out::println);
    }
}
