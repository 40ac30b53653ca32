// Two maps and a regrouping, but the whole text is one piece.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

class OnePiece {
    static List<Map.Entry<String, Integer>> pairs(String text) {
        List<Map.Entry<String, Integer>> out = new ArrayList<>();
        for (String w : text.split("\\s+")) out.add(Map.entry(w, 1));
        return out;
    }

    static Map<String, List<Integer>> regroup(List<List<Map.Entry<String, Integer>>> emitted) {
        Map<String, List<Integer>> groups = new HashMap<>();
        for (List<Map.Entry<String, Integer>> list : emitted)
            for (Map.Entry<String, Integer> p : list) groups.computeIfAbsent(p.getKey(), k -> new ArrayList<>()).add(p.getValue());
        return groups;
    }

    static String total(Map.Entry<String, List<Integer>> group) {
        return group.getKey() + " " + group.getValue().size();
    }

    public static void main(String[] args) throws IOException {
        String text = Files.readString(Path.of(args[0]));
        List<List<Map.Entry<String, Integer>>> emitted = List.of(text).stream().map(OnePiece::pairs).collect(Collectors.toList());
        regroup(emitted).entrySet().stream().map(OnePiece::total).forEach(System.out::println);
    }
}
