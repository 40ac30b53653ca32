import java.util.ArrayList;
import java.util.Scanner;

/** A to-do list driven by commands on stdin (add TEXT, done N, list): one loop in main, nothing else named. */
class Todo {
    public static void main(String[] args) {
        ArrayList<String> items = new ArrayList<>();
        ArrayList<Boolean> finished = new ArrayList<>();
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            String command = in.nextLine().trim();
            if (command.startsWith("add ")) {
                items.add(command.substring(4));
                finished.add(false);
            } else if (command.startsWith("done ")) {
                int number = Integer.parseInt(command.substring(5).trim());
                if (number >= 1 && number <= items.size()) finished.set(number - 1, true);
                else System.out.println("no such item: " + number);
            } else if (command.equals("list")) {
                for (int i = 0; i < items.size(); i++) {
                    System.out.println((i + 1) + ". [" + (finished.get(i) ? "x" : " ") + "] " + items.get(i));
                }
            } else if (!command.isEmpty()) {
                System.out.println("unknown command: " + command);
            }
        }
    }
}
