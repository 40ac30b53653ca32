import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

/** Stock movements on stdin ("apple +3"): an object's procedures share its fields; run() is the recipe. */
class Inventory {
    private final Map<String, Integer> stock = new HashMap<>();
    private final StringBuilder log = new StringBuilder();
    private int rejected;

    void readMovements() {
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            String item = in.next();
            int change = Integer.parseInt(in.next());
            if (stock.getOrDefault(item, 0) + change < 0) rejected++;
            else stock.merge(item, change, Integer::sum);
        }
    }

    void writeLog() {
        stock.forEach((item, count) -> log.append(item).append(' ').append(count).append('\n'));
    }

    void printLog() {
        System.out.print(log);
        System.out.println(rejected + " rejected");
    }

    void run() {
        readMovements();
        writeLog();
        printLog();
    }

    public static void main(String[] args) {
        new Inventory().run();
    }
}
