import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

/** Prices with tax: an @Accepts annotation declares the types, and a checker refuses other calls. */
public class Prices {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Accepts {
        Class<?>[] value();
    }

    @Accepts({Double.class, Double.class})
    public static Object withTax(Object price, Object rate) {
        return (Double) price * (1 + (Double) rate);
    }

    static Object call(String name, Object... args) throws Exception {
        for (Method method : Prices.class.getMethods()) {
            if (!method.getName().equals(name)) continue;
            Class<?>[] expected = method.getAnnotation(Accepts.class).value();
            for (int i = 0; i < expected.length; i++)
                if (!expected[i].isInstance(args[i])) throw new IllegalArgumentException(name + ": argument " + i);
            return method.invoke(null, args);
        }
        throw new NoSuchMethodException(name);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(call("withTax", 1.5, 0.2));
    }
}
