import java.util.*;

/** Registration is there, but one entity also calls another's handler itself. */
public class Pounce {
    public static void main(String[] args) {
        Alarm alarm = new Alarm();
        Sleeper sleeper = new Sleeper(alarm);
        new Cat(sleeper).pounce();
        alarm.ring();
    }
}

class Alarm {
    private final List<Runnable> handlers = new ArrayList<>();

    void register(Runnable handler) { handlers.add(handler); }

    void ring() { for (Runnable handler : handlers) handler.run(); }
}

class Sleeper {
    Sleeper(Alarm alarm) { alarm.register(this::wake); }

    void wake() { System.out.println("awake"); }
}

class Cat {
    private final Sleeper sleeper;

    Cat(Sleeper sleeper) { this.sleeper = sleeper; }

    void pounce() { sleeper.wake(); }
}
