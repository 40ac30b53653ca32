import java.io.*;
import java.nio.file.*;

/** Keeps the chapter, but the context goes to a log and the same exception travels on (our reading). */
public class Logs {
    static String load(String path) throws IOException {
        if (path == null) throw new IllegalArgumentException("no path");
        try {
            return Files.readString(Paths.get(path));
        } catch (IOException e) {
            System.err.println("cannot read " + path);
            throw e;
        }
    }

    public static void main(String[] args) {
        try {
            load("missing.txt");
        } catch (IOException e) {
            System.exit(1);
        }
    }
}
