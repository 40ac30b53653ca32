import java.lang.reflect.*;
import java.util.*;

/** Adds an implementation at run time with a Proxy (the book allows it), but makes no code from text. */
public class NoText {
    interface Oracle {
        String weather();
    }

    public static void main(String[] args) {
        Oracle oracle = (Oracle) Proxy.newProxyInstance(
            Oracle.class.getClassLoader(), new Class<?>[] {Oracle.class},
            (proxy, method, params) -> method.getName() + "?");
        for (Method method : Oracle.class.getMethods()) System.out.println(method.getName() + " " + oracle.weather());
    }
}
