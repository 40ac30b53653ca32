import java.util.function.Function;

/** A generic Box: of() wraps, map() binds (a new Box of the result), get() unwraps. */
final class Box<T> {
    private final T held;

    private Box(T held) {
        this.held = held;
    }

    static <T> Box<T> of(T value) {
        return new Box<>(value);
    }

    <R> Box<R> map(Function<T, R> function) {
        return new Box<>(function.apply(held));
    }

    T get() {
        return held;
    }

    public static void main(String[] args) {
        String loudest = Box.of(String.join(" ", args))
            .map(String::toLowerCase)
            .map(text -> text.split(" "))
            .map(words -> words.length)
            .map(n -> n + " words")
            .get();
        System.out.println(loudest);
    }
}
