// Each thing has a thread and a mailbox, but the shouter calls the printer's method directly.
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

class DirectCall {
    static class Printer extends Thread {
        final BlockingQueue<String> mailbox = new LinkedBlockingQueue<>();

        void show(String text) {
            System.out.println(text);
        }

        public void run() {
            try {
                for (String t = mailbox.take(); !t.isEmpty(); t = mailbox.take()) show(t);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static class Shouter extends Thread {
        final BlockingQueue<String> mailbox = new LinkedBlockingQueue<>();
        final Printer printer;

        Shouter(Printer printer) {
            this.printer = printer;
        }

        public void run() {
            try {
                for (String t = mailbox.take(); !t.isEmpty(); t = mailbox.take()) printer.show(t.toUpperCase());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Printer printer = new Printer();
        Shouter shouter = new Shouter(printer);
        printer.start();
        shouter.start();
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) shouter.mailbox.add(in.nextLine() + " ");
        shouter.mailbox.add("");
        shouter.join();
        printer.mailbox.add("");
        printer.join();
    }
}
