import java.util.function.Function;

/** Values are wrapped and functions bound, but the value never comes out: no unwrap. */
class Box {
    private final Object held;

    Box(Object held) {
        this.held = held;
    }

    Box bind(Function<Object, Object> function) {
        return new Box(function.apply(held));
    }

    public static void main(String[] args) {
        new Box(String.join(" ", args)).bind(t -> t.toString().toLowerCase()).bind(t -> t.toString().length()).bind(n -> n);
    }
}
