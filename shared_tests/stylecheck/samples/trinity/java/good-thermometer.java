// Temperature readings: the readings are the model, a bar chart the view, the console the controller.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Readings {
    final List<Double> values = new ArrayList<>();

    void add(double value) {
        values.add(value);
    }

    double highest() {
        double top = 0;
        for (double v : values) top = Math.max(top, v);
        return top;
    }
}

class BarChart {
    private final Readings readings;

    BarChart(Readings readings) {
        this.readings = readings;
    }

    void draw() {
        double top = Math.max(readings.highest(), 1.0);
        for (double v : readings.values) {
            System.out.printf("%6.1f %s%n", v, "#".repeat((int) Math.round(20 * v / top)));
        }
    }
}

class Console {
    private final Readings readings;
    private final BarChart chart;

    Console(Readings readings, BarChart chart) {
        this.readings = readings;
        this.chart = chart;
    }

    void run() {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            readings.add(Double.parseDouble(in.nextLine().trim()));
            chart.draw();
        }
    }

    public static void main(String[] args) {
        Readings readings = new Readings();
        new Console(readings, new BarChart(readings)).run();
    }
}
