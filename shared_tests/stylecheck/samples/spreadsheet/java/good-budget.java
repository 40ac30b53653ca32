// A household budget as a sheet: cells hold numbers or formulas; entering a number recomputes the formulas.
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Scanner;
import java.util.function.Function;

class Budget {
    private final Map<String, Double> values = new LinkedHashMap<>();
    private final Map<String, Function<Map<String, Double>, Double>> formulas = new LinkedHashMap<>();

    void enter(String cell, double value) {
        values.put(cell, value);
        recompute();
    }

    void define(String cell, Function<Map<String, Double>, Double> formula) {
        formulas.put(cell, formula);
        recompute();
    }

    private void recompute() {
        for (Map.Entry<String, Function<Map<String, Double>, Double>> cell : formulas.entrySet()) {
            values.put(cell.getKey(), cell.getValue().apply(values));
        }
    }

    double get(String cell) {
        return values.getOrDefault(cell, 0.0);
    }

    public static void main(String[] args) {
        Budget sheet = new Budget();
        for (String item : new String[] {"rent", "food", "income"}) {
            sheet.enter(item, 0);
        }
        sheet.define("spent", v -> v.get("rent") + v.get("food"));
        sheet.define("left", v -> v.get("income") - v.get("spent"));
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            sheet.enter(in.next(), in.nextDouble());
            System.out.printf("spent %.2f left %.2f%n", sheet.get("spent"), sheet.get("left"));
        }
    }
}
