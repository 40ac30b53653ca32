import java.io.*;
import java.util.*;

/** Reads which counter to use, then picks among the ones it compiled in itself. */
public class Main {
    public static void main(String[] args) throws Exception {
        Properties config = new Properties();
        try (Reader reader = new FileReader("plugins.properties")) {
            config.load(reader);
        }
        Counter counter = config.getProperty("counter", "simple").equals("simple") ? new SimpleCounter() : new DistinctCounter();
        System.out.println(counter.count(args));
    }
}
