import java.lang.reflect.*;
import java.util.*;

/** A proxy weaves the aspect, but the abstraction also calls the advice in its own source. */
public class Edited {
    static void log(String what) { System.err.println("log: " + what); }

    @SuppressWarnings("unchecked")
    static <T> T weave(T target, Class<T> face) {
        return (T) Proxy.newProxyInstance(face.getClassLoader(), new Class<?>[] {face}, (proxy, method, args) -> {
            log(method.getName());
            return method.invoke(target, args);
        });
    }

    public static void main(String[] args) {
        Doubler doubler = weave(new SimpleDoubler(), Doubler.class);
        System.out.println(doubler.doubled(21));
    }
}

interface Doubler {
    int doubled(int x);
}

class SimpleDoubler implements Doubler {
    public int doubled(int x) {
        Edited.log("doubled by hand");
        return 2 * x;
    }
}
