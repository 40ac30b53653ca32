/** A capsule exposing a second procedure beside its letterbox. */
public class Lamps {
    public static void main(String[] args) {
        Lamp lamp = new Lamp();
        Switch button = new Switch(lamp);
        System.out.println(button.dispatch("press"));
        lamp.reset();
    }
}

class Lamp {
    private boolean on = false;

    public Object dispatch(String message) {
        if (message.equals("toggle")) { on = !on; return null; }
        if (message.equals("state")) return on;
        throw new IllegalArgumentException(message);
    }

    public void reset() { on = false; }
}

class Switch {
    private final Lamp lamp;

    Switch(Lamp lamp) { this.lamp = lamp; }

    public Object dispatch(String message) {
        if (message.equals("press")) {
            lamp.dispatch("toggle");
            return lamp.dispatch("state");
        }
        throw new IllegalArgumentException(message);
    }
}
