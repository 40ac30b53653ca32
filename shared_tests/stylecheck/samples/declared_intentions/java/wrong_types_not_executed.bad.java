import java.util.*;

/** A checker exists, but one method that takes Objects runs without it. */
public class Partly {
    static void expect(Object value, Class<?> type) {
        if (!type.isInstance(value)) throw new IllegalArgumentException("expecting " + type.getSimpleName());
    }

    static Object words(Object text) {
        expect(text, String.class);
        return Arrays.asList(((String) text).split("\\s+"));
    }

    @SuppressWarnings("unchecked")
    static Object count(Object words) {
        return ((List<String>) words).size();
    }

    public static void main(String[] args) {
        System.out.println(count(words(String.join(" ", args))));
    }
}
