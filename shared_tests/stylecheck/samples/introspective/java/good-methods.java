import java.lang.reflect.Method;
import java.util.*;

/** A calculator that reads its own methods' names and parameter counts to run a program of tokens. */
public class Calculator {
    public double add(double a, double b) { return a + b; }

    public double negate(double a) { return -a; }

    Deque<Double> run(String[] tokens) throws Exception {
        Deque<Double> stack = new ArrayDeque<>();
        Map<String, Method> operations = new HashMap<>();
        for (Method method : getClass().getDeclaredMethods())
            if (method.getReturnType() == double.class) operations.put(method.getName(), method);
        for (String token : tokens) {
            Method operation = operations.get(token);
            if (operation == null) { stack.push(Double.parseDouble(token)); continue; }
            Object[] operands = new Object[operation.getParameterCount()];
            for (int i = operands.length - 1; i >= 0; i--) operands[i] = stack.pop();
            stack.push((Double) operation.invoke(this, operands));
        }
        return stack;
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new Calculator().run("2 3 add negate".split(" ")));
    }
}
