import java.util.*;

/** A timing helper each method calls itself: nothing latches on from outside. */
public class Inline {
    static void took(String name, long start) {
        System.err.println(name + " took " + (System.nanoTime() - start) + " ns");
    }

    static List<Integer> doubled(List<Integer> values) {
        long start = System.nanoTime();
        List<Integer> result = new ArrayList<>();
        for (int v : values) result.add(2 * v);
        took("doubled", start);
        return result;
    }

    public static void main(String[] args) {
        System.out.println(doubled(List.of(1, 2, 3)));
    }
}
