import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** One path of a step ends without calling its continuation: the chain just stops there. */
class Statistics {
    static void parse(String[] args, BiConsumer<double[], Consumer<Double>> then) {
        then.accept(Arrays.stream(args).mapToDouble(Double::parseDouble).toArray(), Statistics::report);
    }

    static void summarise(double[] numbers, Consumer<Double> then) {
        if (numbers.length == 0) {
            return;
        }
        then.accept(Arrays.stream(numbers).average().orElse(0));
    }

    static void report(double value) {
        System.out.println(value);
    }

    public static void main(String[] args) {
        parse(args, Statistics::summarise);
    }
}
