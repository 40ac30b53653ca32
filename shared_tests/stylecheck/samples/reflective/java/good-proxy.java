import java.lang.reflect.*;
import java.util.*;

/** Makes an implementation of an interface at run time from a table of answers, and reads it back. */
public class Answers {
    interface Oracle {
        String weather();

        String time();
    }

    public static void main(String[] args) {
        Map<String, String> table = Map.of("weather", "rain", "time", "noon");
        Oracle oracle = (Oracle) Proxy.newProxyInstance(
            Oracle.class.getClassLoader(), new Class<?>[] {Oracle.class},
            (proxy, method, params) -> table.get(method.getName()));
        for (Method method : Oracle.class.getMethods())
            System.out.println(method.getName() + " -> " + table.get(method.getName()) + " " + oracle.weather());
    }
}
