import java.util.*;
import java.util.function.*;

/** Deferred actions, but a core method runs one itself instead of leaving it to main. */
public class RunsItself {
    static Supplier<String> readText() { return () -> new Scanner(System.in).useDelimiter("\\A").next(); }

    static Supplier<Integer> countWords() {
        return () -> readText().get().split("\\s+").length;
    }

    static int words() {
        return countWords().get();
    }

    public static void main(String[] args) {
        Supplier<Object> show = () -> { System.out.println(words()); return null; };
        show.get();
    }
}
