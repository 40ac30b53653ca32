// Plain methods called by the program: no cell holds a formula.
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;

class NoFormulas {
    static double spent(Map<String, Double> budget) {
        return budget.get("rent") + budget.get("food");
    }

    static double left(Map<String, Double> budget) {
        return budget.get("income") - spent(budget);
    }

    public static void main(String[] args) {
        Map<String, Double> budget = new HashMap<>(Map.of("rent", 0.0, "food", 0.0, "income", 0.0));
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            budget.put(in.next(), in.nextDouble());
            System.out.println(spent(budget) + " " + left(budget));
        }
    }
}
