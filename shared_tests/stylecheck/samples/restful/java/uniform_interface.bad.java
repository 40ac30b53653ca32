// A client and a stateless server, but the client calls the server's methods by name: no verbs, no links.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Scanner;

class Counts {
    static String wordCount(String path) throws IOException {
        return String.valueOf(Files.readString(Path.of(path)).split("\\s+").length);
    }

    static String lineCount(String path) throws IOException {
        return String.valueOf(Files.readAllLines(Path.of(path)).size());
    }

    public static void main(String[] args) throws IOException {
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            String command = in.next();
            String path = in.next();
            System.out.println(command.equals("words") ? wordCount(path) : lineCount(path));
        }
    }
}
