import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** A step calls a plain helper that takes no continuation and hands its value back. */
class Statistics {
    static double mean(double[] numbers) {
        return Arrays.stream(numbers).average().orElse(0);
    }

    static void parse(String[] args, BiConsumer<double[], Consumer<Double>> then) {
        then.accept(Arrays.stream(args).mapToDouble(Double::parseDouble).toArray(), Statistics::report);
    }

    static void summarise(double[] numbers, Consumer<Double> then) {
        then.accept(mean(numbers));
    }

    static void report(double value) {
        System.out.println(value);
    }

    public static void main(String[] args) {
        parse(args, Statistics::summarise);
    }
}
