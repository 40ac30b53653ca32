// Mailboxes, but no threads: the main loop hands each thing its messages in turn.
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.Scanner;
import java.util.function.Consumer;

class Turns {
    static class Thing {
        final Queue<String> mailbox = new ArrayDeque<>();
        final Consumer<String> receive;

        Thing(Consumer<String> receive) {
            this.receive = receive;
        }

        void step() {
            while (!mailbox.isEmpty()) receive.accept(mailbox.poll());
        }
    }

    public static void main(String[] args) {
        Thing printer = new Thing(System.out::println);
        Thing shouter = new Thing(line -> printer.mailbox.add(line.toUpperCase()));
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            shouter.mailbox.add(in.nextLine());
            shouter.step();
            printer.step();
        }
    }
}
