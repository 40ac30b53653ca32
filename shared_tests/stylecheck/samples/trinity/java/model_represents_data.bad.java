// The model prints its own data; the "view" only asks it to.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Readings {
    final List<Double> values = new ArrayList<>();

    void add(double value) {
        values.add(value);
    }

    void printChart() {
        for (double v : values) System.out.println(v + " " + "#".repeat((int) Math.round(v)));
    }
}

class Chart {
    private final Readings readings;

    Chart(Readings readings) {
        this.readings = readings;
    }

    void draw() {
        readings.printChart();
    }
}

class Console {
    public static void main(String[] args) {
        Readings readings = new Readings();
        Chart chart = new Chart(readings);
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            readings.add(Double.parseDouble(in.nextLine()));
            chart.draw();
        }
    }
}
