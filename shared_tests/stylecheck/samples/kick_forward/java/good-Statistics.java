import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** Statistics of a file of numbers, continuation-passing: each step hands its result to the function it is given. */
class Statistics {
    static void readNumbers(String path, BiConsumer<double[], BiConsumer<Double, Consumer<Object>>> then) {
        try {
            String text = new String(Files.readAllBytes(Paths.get(path)));
            double[] numbers = Arrays.stream(text.trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
            then.accept(numbers, Statistics::report);
        } catch (IOException e) {
            System.exit(2);
        }
    }

    static void mean(double[] numbers, BiConsumer<Double, Consumer<Object>> then) {
        then.accept(Arrays.stream(numbers).average().orElse(0), Statistics::finish);
    }

    static void report(double mean, Consumer<Object> then) {
        System.out.printf("mean %.2f%n", mean);
        then.accept(null);
    }

    static void finish(Object nothing) {
    }

    public static void main(String[] args) {
        readNumbers(args[0], Statistics::mean);
    }
}
