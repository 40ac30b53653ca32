import java.lang.reflect.*;
import java.util.*;

/** A logging aspect that latches onto the methods it names, and lets the others through untouched. */
public class Banking {
    static final Set<String> JOIN_POINTS = Set.of("deposit", "withdraw");

    @SuppressWarnings("unchecked")
    static <T> T weave(T target, Class<T> face) {
        return (T) Proxy.newProxyInstance(face.getClassLoader(), new Class<?>[] {face}, (proxy, method, args) -> {
            Object result = method.invoke(target, args);
            if (JOIN_POINTS.contains(method.getName()))
                System.out.println(method.getName() + Arrays.toString(args) + " -> " + result);
            return result;
        });
    }

    public static void main(String[] args) {
        Account account = weave(new Savings(), Account.class);
        account.deposit(50);
        account.withdraw(20);
        System.out.println(account.balance());
    }
}

interface Account {
    int deposit(int amount);

    int withdraw(int amount);

    int balance();
}

class Savings implements Account {
    private int balance = 0;

    public int deposit(int amount) { return balance += amount; }

    public int withdraw(int amount) { return amount <= balance ? (balance -= amount) : balance; }

    public int balance() { return balance; }
}
