import java.util.*;

/** The client uses a concrete thing by what it is: a procedure no abstraction declares. */
public class Greetings {
    static void welcome(English greeter, List<String> names) {
        for (String name : names) System.out.println(greeter.greet(name) + " " + greeter.spell(name));
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

    public String spell(String name) { return String.join("-", name.split("")); }
}
