// Anagram classes: chunks of words map to (letters, word) pairs, the pairs regroup by letters, a second map reduces.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

class Anagrams {
    static List<List<String>> chunks(List<String> words, int size) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i += size) out.add(words.subList(i, Math.min(i + size, words.size())));
        return out;
    }

    static List<SimpleEntry<String, String>> keyed(List<String> chunk) {
        List<SimpleEntry<String, String>> pairs = new ArrayList<>();
        for (String word : chunk) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            pairs.add(new SimpleEntry<>(new String(letters), word));
        }
        return pairs;
    }

    static Map<String, List<String>> shuffle(List<List<SimpleEntry<String, String>>> emitted) {
        Map<String, List<String>> groups = new TreeMap<>();
        for (List<SimpleEntry<String, String>> pairs : emitted) {
            for (SimpleEntry<String, String> p : pairs) groups.computeIfAbsent(p.getKey(), k -> new ArrayList<>()).add(p.getValue());
        }
        return groups;
    }

    static String anagramClass(Map.Entry<String, List<String>> group) {
        return new TreeSet<>(group.getValue()).toString();
    }

    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).toLowerCase().split("[^a-z]+"));
        List<List<SimpleEntry<String, String>>> emitted =
            chunks(words, 200).parallelStream().map(Anagrams::keyed).collect(Collectors.toList());
        shuffle(emitted).entrySet().parallelStream().map(Anagrams::anagramClass).forEach(System.out::println);
    }
}
