import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A small Forth with a stack class of its own; words are Runnables in a dictionary, some defined as phrases. */
class Words {
    static class Stack {
        private final List<Integer> cells = new ArrayList<>();

        void push(int value) {
            cells.add(value);
        }

        int pop() {
            return cells.remove(cells.size() - 1);
        }
    }

    static final Stack stack = new Stack();
    static final Map<String, Integer> heap = new HashMap<>();
    static final Map<String, Runnable> dictionary = new HashMap<>();

    static void interpret(String phrase) {
        for (String token : phrase.split(" ")) {
            if (dictionary.containsKey(token)) dictionary.get(token).run();
            else stack.push(Integer.parseInt(token));
        }
    }

    public static void main(String[] args) {
        dictionary.put("+", () -> stack.push(stack.pop() + stack.pop()));
        dictionary.put("*", () -> stack.push(stack.pop() * stack.pop()));
        dictionary.put(".", () -> System.out.println(stack.pop()));
        dictionary.put("keep", () -> heap.put("kept", stack.pop()));
        dictionary.put("kept", () -> stack.push(heap.get("kept")));
        dictionary.put("hold", () -> heap.put("held", stack.pop()));
        dictionary.put("held", () -> stack.push(heap.get("held")));
        dictionary.put("square", () -> interpret("keep kept kept *"));
        dictionary.put("sum-of-squares", () -> interpret("square hold square held +"));
        for (String arg : args) stack.push(Integer.parseInt(arg));
        interpret("sum-of-squares .");
    }
}
