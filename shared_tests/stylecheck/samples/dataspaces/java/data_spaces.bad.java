// Threads, but each unit gets its data in a queue of its own: mailboxes, not shared spaces.
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

class Mailboxes {
    static class Counter extends Thread {
        final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();
        int total;

        public void run() {
            try {
                for (String w = inbox.take(); !w.isEmpty(); w = inbox.take()) total += w.length();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Counter[] counters = {new Counter(), new Counter()};
        for (Counter c : counters) c.start();
        Scanner in = new Scanner(System.in);
        for (int i = 0; in.hasNext(); i++) counters[i % 2].inbox.add(in.next());
        int sum = 0;
        for (Counter c : counters) {
            c.inbox.add("");
            c.join();
            sum += c.total;
        }
        System.out.println(sum);
    }
}
