import java.util.Arrays;
import java.util.function.BiFunction;
import java.util.function.Function;

/** A step uses what its continuation gives back, and goes on working after it. */
class Statistics {
    static String parse(String[] args, BiFunction<double[], Function<Double, String>, String> then) {
        return then.apply(Arrays.stream(args).mapToDouble(Double::parseDouble).toArray(), Statistics::report);
    }

    static String summarise(double[] numbers, Function<Double, String> then) {
        String shown = then.apply(Arrays.stream(numbers).average().orElse(0));
        System.out.println("shown: " + shown);
        return shown;
    }

    static String report(double value) {
        return String.valueOf(value);
    }

    public static void main(String[] args) {
        parse(args, Statistics::summarise);
    }
}
