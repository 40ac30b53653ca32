import java.util.*;

/** A thermostat: listeners are objects of an interface, added to a sensor that calls them back. */
public class Thermostat {
    public static void main(String[] args) {
        Sensor sensor = new Sensor();
        new Heater(sensor);
        new Display(sensor);
        sensor.feed(new double[] {21, 18.5, 19.5});
    }
}

interface ReadingListener {
    void onReading(double degrees);
}

class Sensor {
    private final List<ReadingListener> listeners = new ArrayList<>();

    void addListener(ReadingListener listener) { listeners.add(listener); }

    void feed(double[] values) {
        for (double value : values) for (ReadingListener listener : listeners) listener.onReading(value);
    }
}

class Heater implements ReadingListener {
    private boolean on = false;

    Heater(Sensor sensor) { sensor.addListener(this); }

    public void onReading(double degrees) { on = degrees < 19; }
}

class Display {
    Display(Sensor sensor) {
        sensor.addListener(new ReadingListener() {
            public void onReading(double degrees) { System.out.println(degrees); }
        });
    }
}
