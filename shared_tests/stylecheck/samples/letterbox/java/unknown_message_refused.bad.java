/** Letterboxes that quietly ignore a message they do not understand. */
public class Lamps {
    public static void main(String[] args) {
        System.out.println(new Switch(new Lamp()).dispatch("press"));
    }
}

class Lamp {
    private boolean on = false;

    public Object dispatch(String message) {
        if (message.equals("toggle")) on = !on;
        else if (message.equals("state")) return on;
        return null;
    }
}

class Switch {
    private final Lamp lamp;

    Switch(Lamp lamp) { this.lamp = lamp; }

    public Object dispatch(String message) {
        if (message.equals("press")) {
            lamp.dispatch("toggle");
            return lamp.dispatch("state");
        }
        return null;
    }
}
