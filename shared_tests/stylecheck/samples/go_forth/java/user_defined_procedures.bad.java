import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/** A stack and a heap, but no procedure of the program's own: one long sequence of stack operations. */
class Mean {
    static Deque<Double> stack = new ArrayDeque<>();
    static Map<String, Double> heap = new HashMap<>();

    public static void main(String[] args) {
        heap.put("count", 0.0);
        stack.push(0.0);
        for (String arg : args) {
            stack.push(Double.parseDouble(arg));
            stack.push(stack.pop() + stack.pop());
            stack.push(heap.get("count"));
            stack.push(1.0);
            stack.push(stack.pop() + stack.pop());
            heap.put("count", stack.pop());
        }
        stack.push(heap.get("count"));
        stack.push(1 / stack.pop());
        stack.push(stack.pop() * stack.pop());
        System.out.println(stack.pop());
    }
}
