import java.io.*;
import java.nio.file.*;
import java.util.*;

/** Recovers from failures on the spot, but a method takes its argument on trust. */
public class Trusting {
    static String readText(String path) {
        if (path == null) return "";
        try {
            return Files.readString(Paths.get(path));
        } catch (IOException e) {
            return "";
        }
    }

    static int countWords(String text) {
        return text.split("\\s+").length;
    }

    public static void main(String[] args) {
        System.out.println(countWords(readText(args.length > 0 ? args[0] : "")));
    }
}
