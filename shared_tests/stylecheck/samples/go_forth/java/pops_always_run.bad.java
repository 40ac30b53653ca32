import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/** A pop behind a short circuit: whether it runs depends on the value before it. */
class Positive {
    static Deque<Integer> stack = new ArrayDeque<>();
    static Map<String, Integer> heap = new HashMap<>();

    static void positive() {
        stack.push(stack.peek() > 0 && stack.pop() > 0 ? 1 : 0);
    }

    static void show() {
        System.out.println(stack.pop());
    }

    public static void main(String[] args) {
        stack.push(5);
        positive();
        show();
    }
}
