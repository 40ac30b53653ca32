import java.util.*;

/** Keeps the chapter, but the client is typed with a concrete thing (our reading forbids it). */
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

class English implements Greeter {
    public String greet(String name) { return "hello " + name; }
}
