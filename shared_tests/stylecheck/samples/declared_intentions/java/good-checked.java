import java.util.*;

/** Word counting whose methods take Objects and declare, to a run-time checker, the types they expect. */
public class Declared {
    static void expect(Object[] values, Class<?>... types) {
        for (int i = 0; i < types.length; i++)
            if (!types[i].isInstance(values[i]))
                throw new IllegalArgumentException("expecting " + types[i].getSimpleName() + ", got " + values[i]);
    }

    static Object words(Object text) {
        expect(new Object[] {text}, String.class);
        return Arrays.asList(((String) text).toLowerCase().split("\\s+"));
    }

    @SuppressWarnings("unchecked")
    static Object count(Object words) {
        expect(new Object[] {words}, List.class);
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : (List<String>) words) counts.merge(word, 1, Integer::sum);
        return counts;
    }

    public static void main(String[] args) {
        System.out.println(count(words(String.join(" ", args))));
    }
}
