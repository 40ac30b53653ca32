import java.io.*;
import java.util.*;

/** Counts words with the counter a properties file names; the main program knows only the interface. */
public class Main {
    public static void main(String[] args) throws Exception {
        Properties config = new Properties();
        try (Reader reader = new FileReader("plugins.properties")) {
            config.load(reader);
        }
        String name = config.getProperty("counter", "SimpleCounter");
        Counter counter = (Counter) Class.forName(name).getDeclaredConstructor().newInstance();
        System.out.println(counter.count(args));
    }
}
