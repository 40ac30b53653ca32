import java.util.function.Consumer;

/** Word count with the continuations written in place as lambdas; the continuation comes first. */
class Lambdas {
    static void split(Consumer<String[]> k, String text) {
        k.accept(text.trim().isEmpty() ? new String[0] : text.trim().split("\\s+"));
    }

    static void count(Consumer<Integer> k, String[] words) {
        k.accept(words.length);
    }

    static void show(Consumer<Object> k, int n) {
        System.out.println(n + " words");
        k.accept(null);
    }

    public static void main(String[] args) {
        split(words -> count(n -> show(done -> { }, n), words), String.join(" ", args));
    }
}
