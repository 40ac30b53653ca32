import java.lang.reflect.*;
import java.util.*;

/** A timing aspect woven onto a word counter through a dynamic proxy; the counter knows nothing of it. */
public class Aspects {
    static Object profile(Object target, Class<?> face) {
        return Proxy.newProxyInstance(face.getClassLoader(), new Class<?>[] {face}, (proxy, method, args) -> {
            long start = System.nanoTime();
            Object result = method.invoke(target, args);
            System.err.println(method.getName() + " took " + (System.nanoTime() - start) + " ns");
            return result;
        });
    }

    public static void main(String[] args) {
        WordCounter counter = (WordCounter) profile(new SimpleCounter(), WordCounter.class);
        System.out.println(counter.count(counter.words(String.join(" ", args))));
    }
}

interface WordCounter {
    List<String> words(String text);

    Map<String, Integer> count(List<String> words);
}

class SimpleCounter implements WordCounter {
    public List<String> words(String text) { return Arrays.asList(text.toLowerCase().split("\\s+")); }

    public Map<String, Integer> count(List<String> words) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : words) counts.merge(word, 1, Integer::sum);
        return counts;
    }
}
