import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** Each step takes a continuation, but calls the next step by its name instead of through it. */
class Statistics {
    static void parse(String[] args, BiConsumer<double[], Consumer<Object>> then) {
        summarise(Arrays.stream(args).mapToDouble(Double::parseDouble).toArray(), Statistics::finish);
    }

    static void summarise(double[] numbers, Consumer<Object> then) {
        report(Arrays.stream(numbers).average().orElse(0), Statistics::finish);
    }

    static void report(double value, Consumer<Object> then) {
        System.out.println(value);
        then.accept(null);
    }

    static void finish(Object nothing) {
    }

    public static void main(String[] args) {
        parse(args, (numbers, k) -> summarise(numbers, k));
    }
}
