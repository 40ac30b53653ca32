import java.util.*;

/** Averages of numbers; a bad field becomes 0 and an empty list an average of 0. */
public class Averages {
    static double parse(String field) {
        try {
            return Double.parseDouble(field);
        } catch (NumberFormatException | NullPointerException e) {
            return 0.0;
        }
    }

    static double average(List<Double> values) {
        if (values == null || values.isEmpty()) return 0.0;
        double sum = 0;
        for (double v : values) sum += v;
        return sum / values.size();
    }

    public static void main(String[] args) {
        List<Double> values = new ArrayList<>();
        for (String arg : args) values.add(parse(arg));
        System.out.println(average(values));
    }
}
