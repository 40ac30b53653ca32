// Actors that own a thread and a mailbox without extending Thread: an upper-caser hands lines to a printer.
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

class Actor {
    private final BlockingQueue<String> mailbox = new LinkedBlockingQueue<>();
    private final Thread thread;

    Actor(Consumer<String> behaviour) {
        thread = new Thread(() -> {
            try {
                for (String m = mailbox.take(); !m.isEmpty(); m = mailbox.take()) behaviour.accept(m);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        thread.start();
    }

    void post(String message) {
        mailbox.add(message);
    }

    void await() throws InterruptedException {
        thread.join();
    }

    public static void main(String[] args) throws InterruptedException {
        Actor printer = new Actor(System.out::println);
        Actor shouter = new Actor(line -> printer.post(line.toUpperCase() + " "));
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) shouter.post(in.nextLine() + " ");
        shouter.post("");
        shouter.await();
        printer.post("");
        printer.await();
    }
}
