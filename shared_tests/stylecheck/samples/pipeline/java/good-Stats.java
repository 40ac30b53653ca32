import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** Statistics of a file of numbers: functions from input to output, chained with andThen. */
class Stats {
    static List<String> readLines(String path) {
        try {
            return Files.readAllLines(Paths.get(path));
        } catch (IOException e) {
            return List.of();
        }
    }

    static double[] parse(List<String> lines) {
        return lines.stream().map(String::trim).filter(l -> !l.isEmpty()).mapToDouble(Double::parseDouble).toArray();
    }

    static double[] summary(double[] values) {
        return new double[] {
            Arrays.stream(values).min().orElse(0), Arrays.stream(values).max().orElse(0),
            Arrays.stream(values).average().orElse(0)
        };
    }

    static String render(double[] summary) {
        return String.format("min %.2f max %.2f mean %.2f", summary[0], summary[1], summary[2]);
    }

    public static void main(String[] args) {
        Function<String, String> pipeline =
            ((Function<String, List<String>>) Stats::readLines).andThen(Stats::parse).andThen(Stats::summary).andThen(Stats::render);
        System.out.println(pipeline.apply(args[0]));
    }
}
