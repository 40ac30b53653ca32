import java.io.*;
import java.net.*;
import java.nio.file.*;
import javax.tools.*;

/** Writes a counting class as text at run time, compiles and loads it, and finds its method by name. */
public class Reflective {
    public static void main(String[] args) throws Exception {
        String operator = args.length > 0 ? args[0] : "+";
        String source = "public class Combine { public static int apply(int a, int b) { return a " + operator + " b; } }";
        Path folder = Files.createTempDirectory("made");
        Path file = folder.resolve("Combine.java");
        Files.writeString(file, source);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        compiler.run(null, null, null, file.toString());
        try (URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()})) {
            Class<?> made = loader.loadClass("Combine");
            System.out.println(made.getName() + ": " + made.getMethod("apply", int.class, int.class).invoke(null, 6, 7));
        }
    }
}
