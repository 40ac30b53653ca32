import java.net.*;
import java.nio.file.*;
import java.util.*;

/** Loads whatever filters the jars in a folder (named on the command line) provide, through ServiceLoader. */
public class Main {
    public static void main(String[] args) throws Exception {
        Path folder = Paths.get(args.length > 0 ? args[0] : System.getenv().getOrDefault("FILTERS", "filters"));
        List<URL> jars = new ArrayList<>();
        try (DirectoryStream<Path> found = Files.newDirectoryStream(folder, "*.jar")) {
            for (Path jar : found) jars.add(jar.toUri().toURL());
        }
        ClassLoader loader = new URLClassLoader(jars.toArray(new URL[0]));
        String line = "  Hello Plugins  ";
        for (Filter filter : ServiceLoader.load(Filter.class, loader)) line = filter.apply(line);
        System.out.println(line);
    }
}
