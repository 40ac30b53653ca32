import java.util.*;
import java.util.function.*;

/** Maps of procedures, beside a class that is a thing of its own. */
public class Alarms {
    public static void main(String[] args) {
        Clock clock = new Clock();
        Map<String, Object> alarm = new HashMap<>();
        alarm.put("at", 3);
        alarm.put("check", (Supplier<String>) () -> clock.tick() >= (Integer) alarm.get("at") ? "ring" : "quiet");
        Map<String, Object> log = new HashMap<>();
        List<String> lines = new ArrayList<>();
        log.put("add", (Consumer<String>) lines::add);
        for (int i = 0; i < 4; i++) {
            @SuppressWarnings("unchecked")
            Supplier<String> check = (Supplier<String>) alarm.get("check");
            @SuppressWarnings("unchecked")
            Consumer<String> add = (Consumer<String>) log.get("add");
            add.accept(check.get());
        }
        System.out.println(lines);
    }
}

class Clock {
    private int ticks = 0;

    int tick() { return ++ticks; }
}
