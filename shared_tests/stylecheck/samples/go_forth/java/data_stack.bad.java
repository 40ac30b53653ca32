import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/** A stack and a heap exist, but the methods take parameters and return their results. */
class Mean {
    static Deque<Object> stack = new ArrayDeque<>();
    static Map<String, Object> heap = new HashMap<>();

    static double total(double[] numbers) {
        double sum = 0;
        for (double n : numbers) sum += n;
        return sum;
    }

    static double mean(double[] numbers) {
        stack.push(numbers.length);
        heap.put("count", stack.pop());
        return total(numbers) / Math.max(numbers.length, 1);
    }

    public static void main(String[] args) {
        double[] numbers = new double[args.length];
        for (int i = 0; i < args.length; i++) numbers[i] = Double.parseDouble(args[i]);
        System.out.println(mean(numbers));
    }
}
