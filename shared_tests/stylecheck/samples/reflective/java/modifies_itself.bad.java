import java.lang.reflect.Method;

/** Looks at itself, but never changes or adds anything. */
public class Mirror {
    public static int twice(int x) { return 2 * x; }

    public static void main(String[] args) throws Exception {
        for (Method method : Mirror.class.getDeclaredMethods()) System.out.println(method.getName());
        System.out.println(Mirror.class.getMethod("twice", int.class).invoke(null, 21));
    }
}
