import java.util.Arrays;
import java.util.function.Function;

/** Statistics of the numbers given as arguments: the value is wrapped, functions bound one after another. */
class TheOne {
    private Object value;

    TheOne(Object value) {
        this.value = value;
    }

    @SuppressWarnings("unchecked")
    TheOne bind(Function<Object, Object> function) {
        value = function.apply(value);
        return this;
    }

    Object unwrap() {
        return value;
    }

    static Object parse(Object args) {
        return Arrays.stream((String[]) args).mapToDouble(Double::parseDouble).toArray();
    }

    static Object mean(Object numbers) {
        return Arrays.stream((double[]) numbers).average().orElse(0);
    }

    static Object render(Object mean) {
        return String.format("mean %.2f", (Double) mean);
    }

    public static void main(String[] args) {
        System.out.println(new TheOne(args).bind(TheOne::parse).bind(TheOne::mean).bind(TheOne::render).unwrap());
    }
}
