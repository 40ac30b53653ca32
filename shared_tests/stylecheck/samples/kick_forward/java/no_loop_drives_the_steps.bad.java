import java.util.Scanner;
import java.util.function.BiFunction;
import java.util.function.Function;

/** Steps with continuations, but a plain loop calls them one after another. */
class Total {
    static double add(double total, String line, Function<Double, Double> then) {
        return then.apply(total + Double.parseDouble(line.trim()));
    }

    static double keep(double total) {
        return total;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        double total = 0;
        while (in.hasNextLine()) {
            total = add(total, in.nextLine(), Total::keep);
        }
        System.out.println(total);
    }
}
