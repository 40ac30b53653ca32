import java.util.*;

/** Typed by the compiler only: nothing checks a type while the program runs. */
public class Static {
    static List<String> words(String text) { return Arrays.asList(text.toLowerCase().split("\\s+")); }

    static int count(List<String> words) { return words.size(); }

    public static void main(String[] args) {
        System.out.println(count(words(String.join(" ", args))));
    }
}
