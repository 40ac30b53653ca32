import java.util.*;

/** A thermometer whose data is public, though nobody reads it from outside. */
public class Weather {
    public static void main(String[] args) {
        Room room = new Room();
        room.record(19.5);
        room.record(21.0);
        System.out.println(room.mean() + " " + room.warmest());
    }
}

class Thermometer {
    public List<Double> readings = new ArrayList<>();

    void record(double degrees) { readings.add(degrees); }

    double mean() {
        double sum = 0;
        for (double d : readings) sum += d;
        return sum / readings.size();
    }
}

class Room extends Thermometer {
    double warmest() { return Collections.max(readings); }
}
