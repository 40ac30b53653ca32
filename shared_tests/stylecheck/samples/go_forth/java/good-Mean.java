import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

/** The mean of the numbers on stdin: each word pops its arguments and pushes its results. */
class Mean {
    static Deque<Object> stack = new ArrayDeque<>();
    static Map<String, Object> heap = new HashMap<>();

    static void readNumbers() {
        Scanner in = new Scanner(System.in);
        while (in.hasNextDouble()) stack.push(in.nextDouble());
    }

    static void add() {
        stack.push((Double) stack.pop() + (Double) stack.pop());
    }

    static void count() {
        stack.push((double) stack.size());
        heap.put("count", stack.pop());
    }

    static void total() {
        stack.push(0.0);
        while (stack.size() > 1) add();
    }

    static void divide() {
        stack.push(1 / (Double) stack.pop());
        stack.push((Double) stack.pop() * (Double) stack.pop());
    }

    static void mean() {
        stack.push(heap.get("count"));
        divide();
    }

    public static void main(String[] args) {
        readNumbers();
        count();
        total();
        mean();
        System.out.println(stack.pop());
    }
}
