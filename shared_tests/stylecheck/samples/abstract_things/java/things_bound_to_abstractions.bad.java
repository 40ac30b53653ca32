import java.util.*;

/** An interface nobody implements: the concrete thing stands alone. */
public class Greetings {
    static void welcome(English greeter, List<String> names) {
        for (String name : names) System.out.println(greeter.greet(name));
    }

    public static void main(String[] args) {
        welcome(new English(), List.of("Ann", "Ben"));
    }
}

interface Greeter {
    String greet(String name);
}

class English {
    public String greet(String name) { return "hello " + name; }
}
