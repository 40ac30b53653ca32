import java.io.*;
import java.util.*;

/** Loads the configured counter by name, but also names an implementation itself. */
public class Main {
    public static void main(String[] args) throws Exception {
        Properties config = new Properties();
        try (Reader reader = new FileReader("plugins.properties")) {
            config.load(reader);
        }
        Counter counter = (Counter) Class.forName(config.getProperty("counter")).getDeclaredConstructor().newInstance();
        System.out.println(counter.count(args) + " " + new SimpleCounter().count(args));
    }
}
