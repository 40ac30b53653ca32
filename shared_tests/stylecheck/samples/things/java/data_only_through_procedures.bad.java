import java.util.*;

/** An account whose balance is read from outside it. */
public class Bank {
    private final List<Account> accounts = new ArrayList<>();

    Account open(String owner) {
        Account account = new Account(owner);
        accounts.add(account);
        return account;
    }

    int total() {
        int sum = 0;
        for (Account account : accounts) sum += account.balance;
        return sum;
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        Account mine = bank.open("me");
        mine.deposit(10);
        System.out.println(mine.owner() + " " + bank.total());
    }
}

class Account {
    private final String owner;
    int balance;

    Account(String owner) { this.owner = owner; }

    void deposit(int amount) { balance += amount; }

    String owner() { return owner; }
}
