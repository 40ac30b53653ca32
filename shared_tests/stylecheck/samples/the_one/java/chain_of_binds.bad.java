import java.util.function.Function;

/** A wrapper exists, but the program applies its functions directly and wraps only at the end. */
class Box {
    private final Object held;

    Box(Object held) {
        this.held = held;
    }

    Box bind(Function<Object, Object> function) {
        return new Box(function.apply(held));
    }

    Object unwrap() {
        return held;
    }

    static int count(String[] words) {
        return words.length;
    }

    public static void main(String[] args) {
        System.out.println(new Box(count(args)).bind(n -> n + " words").unwrap());
    }
}
