// Formulas are stored next to the data, but nothing applies them: the program works each value out itself.
import java.util.HashMap;
import java.util.Map;
import java.util.Scanner;
import java.util.function.Supplier;

class NeverApplied {
    static final Map<String, Double> values = new HashMap<>();
    static final Map<String, Supplier<Double>> formulas = new HashMap<>();

    public static void main(String[] args) {
        values.put("price", 0.0);
        values.put("quantity", 0.0);
        formulas.put("total", () -> values.get("price") * values.get("quantity"));
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) {
            values.put(in.next(), in.nextDouble());
            values.put("total", values.get("price") * values.get("quantity"));
            System.out.println(values.get("total"));
        }
    }
}
