import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

class Anagrams {
    static String signature(String word) {
        char[] letters = word.toCharArray();
        Arrays.sort(letters);
        return new String(letters);
    }

    public static void main(String[] args) {
        Map<String, List<String>> groups = new TreeMap<>();
        for (String word : args) {
            groups.computeIfAbsent(signature(word.toLowerCase()), k -> new ArrayList<>())
                .add(word.toLowerCase());
        }
        for (List<String> group : groups.values()) {
            if (group.size() > 1) {
                System.out.println(String.join(" ", group));
            }
        }
    }
}
