// Cells that know their dependents: setting a value pushes the change to every formula that reads it.
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

class Cell {
    private double value;
    private final Cell input;
    private final DoubleUnaryOperator formula;
    private final List<Cell> dependents = new ArrayList<>();

    Cell(double value) {
        this.value = value;
        this.input = null;
        this.formula = null;
    }

    Cell(Cell input, DoubleUnaryOperator formula) {
        this.input = input;
        this.formula = formula;
        input.dependents.add(this);
        this.value = formula.applyAsDouble(input.value);
    }

    void set(double value) {
        this.value = value;
        for (Cell dependent : dependents) dependent.recompute();
    }

    private void recompute() {
        set(formula.applyAsDouble(input.value));
    }

    double get() {
        return value;
    }

    public static void main(String[] args) {
        Cell celsius = new Cell(0);
        Cell fahrenheit = new Cell(celsius, c -> c * 9 / 5 + 32);
        Cell kelvin = new Cell(celsius, c -> c + 273.15);
        for (String arg : args) {
            celsius.set(Double.parseDouble(arg));
            System.out.println(fahrenheit.get() + " " + kelvin.get());
        }
    }
}
