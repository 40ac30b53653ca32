import java.util.*;

/** Handlers are registered, but nobody ever calls them back. */
public class Silent {
    public static void main(String[] args) {
        Alarm alarm = new Alarm();
        new Sleeper(alarm);
        System.out.println(alarm.count());
    }
}

class Alarm {
    private final List<Runnable> handlers = new ArrayList<>();

    void register(Runnable handler) { handlers.add(handler); }

    int count() { return handlers.size(); }
}

class Sleeper {
    Sleeper(Alarm alarm) { alarm.register(this::wake); }

    private void wake() { System.out.println("awake"); }
}
