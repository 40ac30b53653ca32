// A model and a view, but the model reads the input itself: nothing takes the input and updates the model.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

class Readings {
    final List<Double> values = new ArrayList<>();

    void load() {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) values.add(Double.parseDouble(in.nextLine()));
    }
}

class Chart {
    private final Readings readings;

    Chart(Readings readings) {
        this.readings = readings;
    }

    void draw() {
        for (double v : readings.values) System.out.println(v);
    }

    public static void main(String[] args) {
        Readings readings = new Readings();
        readings.load();
        new Chart(readings).draw();
    }
}
