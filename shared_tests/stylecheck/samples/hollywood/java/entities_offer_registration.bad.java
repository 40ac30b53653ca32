/** Entities that hold their partners and call them: nothing can register a callback. */
public class Direct {
    public static void main(String[] args) {
        new Counter(new Printer()).count(args);
    }
}

class Printer {
    void show(String line) { System.out.println(line); }
}

class Counter {
    private final Printer printer;
    private int count = 0;

    Counter(Printer printer) { this.printer = printer; }

    void count(String[] words) {
        count += words.length;
        printer.show(count + " words");
    }
}
