// Chunks, a regrouping and a second map, but the first stage is a loop, not a map.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class FirstLoop {
    static String total(Map.Entry<String, List<Integer>> group) {
        return group.getKey() + " " + group.getValue().size();
    }

    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).split("\\s+"));
        Map<String, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < words.size(); i += 100) {
            for (String w : words.subList(i, Math.min(i + 100, words.size()))) {
                groups.computeIfAbsent(w, k -> new ArrayList<>()).add(1);
            }
        }
        groups.entrySet().stream().map(FirstLoop::total).forEach(System.out::println);
    }
}
