import java.util.*;

/** A temperature log whose methods refuse bad readings and whose callers add context and rethrow. */
public class Temperatures {
    private final List<Double> readings = new ArrayList<>();

    void record(String field) {
        Objects.requireNonNull(field, "record needs a reading");
        try {
            readings.add(Double.parseDouble(field));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("record: " + field + " is not a temperature", e);
        }
    }

    double mean() {
        if (readings.isEmpty()) throw new IllegalStateException("mean of no readings");
        double sum = 0;
        for (double r : readings) sum += r;
        return sum / readings.size();
    }

    public static void main(String[] args) {
        Temperatures log = new Temperatures();
        try {
            for (String arg : args) log.record(arg);
            System.out.println(log.mean());
        } catch (RuntimeException e) {
            System.err.println(e.getMessage());
            System.exit(2);
        }
    }
}
