import java.util.*;

/** Two capsules, neither reappropriating the other's procedures. */
public class Calc {
    public static void main(String[] args) {
        Calculator calculator = new Calculator();
        calculator.enter(2);
        calculator.enter(3);
        System.out.println(calculator.add());
    }
}

class Stack {
    private final Deque<Integer> items = new ArrayDeque<>();

    void push(int item) { items.push(item); }

    int pop() { return items.pop(); }
}

class Calculator {
    private final Stack stack = new Stack();

    void enter(int number) { stack.push(number); }

    int add() {
        int sum = stack.pop() + stack.pop();
        stack.push(sum);
        return sum;
    }
}
