// Chunks, a map and a regrouping, but the groups are summed in a loop, not by a second map.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

class LoopReduce {
    static List<List<String>> chunks(List<String> words) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i += 100) out.add(words.subList(i, Math.min(i + 100, words.size())));
        return out;
    }

    static List<Map.Entry<String, Integer>> pairs(List<String> chunk) {
        List<Map.Entry<String, Integer>> out = new ArrayList<>();
        for (String w : chunk) out.add(Map.entry(w, 1));
        return out;
    }

    static Map<String, List<Integer>> regroup(List<List<Map.Entry<String, Integer>>> emitted) {
        Map<String, List<Integer>> groups = new HashMap<>();
        for (List<Map.Entry<String, Integer>> list : emitted)
            for (Map.Entry<String, Integer> p : list) groups.computeIfAbsent(p.getKey(), k -> new ArrayList<>()).add(p.getValue());
        return groups;
    }

    public static void main(String[] args) throws IOException {
        List<String> words = List.of(Files.readString(Path.of(args[0])).split("\\s+"));
        Map<String, List<Integer>> groups = regroup(chunks(words).stream().map(LoopReduce::pairs).collect(Collectors.toList()));
        Map<String, Integer> totals = new HashMap<>();
        for (Map.Entry<String, List<Integer>> g : groups.entrySet()) totals.put(g.getKey(), g.getValue().size());
        System.out.println(totals);
    }
}
