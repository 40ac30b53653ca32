import java.util.*;
import java.util.function.Function;

/** An account that dispatches messages through a table of private handlers. */
public class Accounts {
    public static void main(String[] args) {
        Teller teller = new Teller(new Account());
        System.out.println(teller.receive(new Object[] {"pay in", new int[] {5, 10, 20}}));
    }
}

class Account {
    private int balance = 0;
    private final Map<String, Function<Object[], Object>> handlers = new HashMap<>();

    Account() {
        handlers.put("deposit", m -> deposit((Integer) m[1]));
        handlers.put("balance", m -> balance);
    }

    public Object receive(Object[] message) {
        Function<Object[], Object> handler = handlers.get((String) message[0]);
        if (handler == null) throw new IllegalArgumentException("unknown message " + message[0]);
        return handler.apply(message);
    }

    private Object deposit(int amount) {
        balance += amount;
        return balance;
    }
}

class Teller {
    private final Account account;

    Teller(Account account) { this.account = account; }

    public Object receive(Object[] message) {
        if ("pay in".equals(message[0])) {
            for (int amount : (int[]) message[1]) account.receive(new Object[] {"deposit", amount});
            return account.receive(new Object[] {"balance"});
        }
        throw new IllegalArgumentException("unknown message " + message[0]);
    }
}
