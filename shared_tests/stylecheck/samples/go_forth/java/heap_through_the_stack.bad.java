import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/** Words on a stack, but the heap's values are computed on where they lie. */
class Mean {
    static Deque<Double> stack = new ArrayDeque<>();
    static Map<String, Double> heap = new HashMap<>();

    static void tally() {
        heap.put("count", heap.get("count") + 1);
        heap.put("total", heap.get("total") + stack.pop());
    }

    static void mean() {
        stack.push(heap.get("total") / Math.max(heap.get("count"), 1));
    }

    public static void main(String[] args) {
        heap.put("count", 0.0);
        heap.put("total", 0.0);
        for (String arg : args) {
            stack.push(Double.parseDouble(arg));
            tally();
        }
        mean();
        System.out.println(stack.pop());
    }
}
