import java.lang.reflect.*;

/** Makes an implementation at run time, but never looks at itself. */
public class Blind {
    interface Greeter {
        String greet(String name);
    }

    public static void main(String[] args) {
        Greeter greeter = (Greeter) Proxy.newProxyInstance(
            Greeter.class.getClassLoader(), new Class<?>[] {Greeter.class},
            (proxy, method, params) -> "hello " + params[0]);
        System.out.println(greeter.greet("Ann"));
    }
}
