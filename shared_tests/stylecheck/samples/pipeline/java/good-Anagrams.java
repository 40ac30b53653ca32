import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Anagram classes of the arguments, as nested applications of functions. */
class Anagrams {
    static List<String> words(String[] args) {
        return Arrays.stream(args).map(String::toLowerCase).distinct().sorted().collect(Collectors.toList());
    }

    static String signature(String word) {
        char[] letters = word.toCharArray();
        Arrays.sort(letters);
        return new String(letters);
    }

    static Map<String, List<String>> classes(List<String> words) {
        return words.stream().collect(Collectors.groupingBy(Anagrams::signature, TreeMap::new, Collectors.toList()));
    }

    static String render(Map<String, List<String>> classes) {
        return classes.values().stream().filter(c -> c.size() > 1).map(c -> String.join(" ", c))
            .collect(Collectors.joining("\n"));
    }

    public static void main(String[] args) {
        System.out.println(render(classes(words(args))));
    }
}
