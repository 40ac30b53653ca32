/** A capsule reaching past another's letterbox into its private state. */
public class Lamps {
    public static void main(String[] args) {
        System.out.println(new Switch(new Lamp()).dispatch("press"));
    }
}

class Lamp {
    boolean on = false;

    public Object dispatch(String message) {
        if (message.equals("toggle")) { on = !on; return null; }
        throw new IllegalArgumentException(message);
    }
}

class Switch {
    private final Lamp lamp;

    Switch(Lamp lamp) { this.lamp = lamp; }

    public Object dispatch(String message) {
        if (message.equals("press")) {
            lamp.dispatch("toggle");
            return lamp.on;
        }
        throw new IllegalArgumentException(message);
    }
}
