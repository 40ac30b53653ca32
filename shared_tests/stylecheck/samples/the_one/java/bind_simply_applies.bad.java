import java.util.function.Function;

/** bind decides whether to apply the function: a failure skips the rest (a Maybe, not The One). */
class Maybe {
    private final Object held;

    Maybe(Object held) {
        this.held = held;
    }

    Maybe bind(Function<Object, Object> function) {
        if (held == null) return this;
        return new Maybe(function.apply(held));
    }

    Object unwrap() {
        return held;
    }

    public static void main(String[] args) {
        System.out.println(new Maybe(args.length > 0 ? args[0] : null).bind(s -> s.toString().trim()).bind(s -> s.toString().length()).bind(n -> n + " characters").unwrap());
    }
}
