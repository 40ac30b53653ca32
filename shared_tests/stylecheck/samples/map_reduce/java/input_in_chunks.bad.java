// A map and a reduce, but the whole text is one piece: nothing divides the input.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

class OnePiece {
    static int count(String text) {
        return text.split("\\s+").length;
    }

    public static void main(String[] args) throws IOException {
        String text = Files.readString(Path.of(args[0]));
        System.out.println(List.of(text).stream().map(OnePiece::count).reduce(0, Integer::sum));
    }
}
