// Threads, but one queue shared by all: nobody has a mailbox of its own.
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

class SharedQueue {
    static final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    static class Shouter extends Thread {
        public void run() {
            try {
                for (String line = lines.take(); !line.isEmpty(); line = lines.take()) {
                    System.out.println(line.toUpperCase());
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Shouter a = new Shouter();
        Shouter b = new Shouter();
        a.start();
        b.start();
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) lines.add(in.nextLine() + " ");
        lines.add("");
        lines.add("");
        a.join();
        b.join();
    }
}
