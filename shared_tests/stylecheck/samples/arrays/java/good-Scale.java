import java.util.Arrays;
import java.util.stream.IntStream;

/** Rescale readings to 0..1 and mark the peaks: whole-array operations through streams and Arrays. */
class Scale {
    static double[] rescale(double[] values) {
        double low = Arrays.stream(values).min().orElse(0);
        double high = Arrays.stream(values).max().orElse(1);
        return Arrays.stream(values).map(v -> (v - low) / Math.max(high - low, 1e-9)).toArray();
    }

    static int[] peaks(double[] values) {
        return IntStream.range(1, Math.max(1, values.length - 1))
            .filter(i -> values[i] > values[i - 1] && values[i] > values[i + 1])
            .toArray();
    }

    public static void main(String[] args) {
        double[] values = Arrays.stream(args).mapToDouble(Double::parseDouble).toArray();
        System.out.println(Arrays.toString(rescale(values)));
        System.out.println(Arrays.toString(peaks(values)));
    }
}
