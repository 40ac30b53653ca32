// Transfers between accounts: every account and the ledger runs its own thread and owns a mailbox.
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

abstract class Agent extends Thread {
    private final BlockingQueue<Object[]> inbox = new LinkedBlockingQueue<>();

    void tell(Object... message) {
        inbox.add(message);
    }

    @Override
    public void run() {
        try {
            while (true) {
                Object[] message = inbox.take();
                if (message[0].equals("halt")) return;
                receive(message);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    abstract void receive(Object[] message);
}

class Ledger extends Agent {
    private final Map<String, Integer> balances = new HashMap<>();

    void receive(Object[] message) {
        if (message[0].equals("record")) balances.put((String) message[1], (Integer) message[2]);
        else if (message[0].equals("report")) System.out.println(balances);
    }
}

class Account extends Agent {
    private final String name;
    private final Ledger ledger;
    private int balance;

    Account(String name, Ledger ledger) {
        this.name = name;
        this.ledger = ledger;
    }

    void receive(Object[] message) {
        int amount = (Integer) message[1];
        if (message[0].equals("deposit")) balance += amount;
        else if (message[0].equals("withdraw") && amount <= balance) {
            balance -= amount;
            ((Account) message[2]).tell("deposit", amount);
        }
        ledger.tell("record", name, balance);
    }
}

class Bank {
    public static void main(String[] args) throws InterruptedException {
        Ledger ledger = new Ledger();
        Account ann = new Account("ann", ledger);
        Account bob = new Account("bob", ledger);
        ledger.start();
        ann.start();
        bob.start();
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            String verb = in.next();
            Account who = in.next().equals("ann") ? ann : bob;
            int amount = in.nextInt();
            who.tell(verb, amount, who == ann ? bob : ann);
        }
        ann.tell("halt");
        bob.tell("halt");
        ann.join();
        bob.join();
        ledger.tell("report");
        ledger.tell("halt");
        ledger.join();
    }
}
