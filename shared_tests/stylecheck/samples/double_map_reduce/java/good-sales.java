// Total sales per region: batches of lines map to (region, amount) pairs, regrouped by region, a second map sums.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

class Sales {
    static List<List<String>> batches(List<String> lines, int size) {
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += size) out.add(lines.subList(i, Math.min(i + size, lines.size())));
        return out;
    }

    static List<Map.Entry<String, Double>> emit(List<String> batch) {
        List<Map.Entry<String, Double>> pairs = new ArrayList<>();
        for (String line : batch) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 2) pairs.add(Map.entry(f[0], Double.parseDouble(f[1])));
        }
        return pairs;
    }

    static Map<String, List<Double>> regroup(List<List<Map.Entry<String, Double>>> emitted) {
        Map<String, List<Double>> groups = new TreeMap<>();
        for (List<Map.Entry<String, Double>> pairs : emitted)
            for (Map.Entry<String, Double> p : pairs) groups.computeIfAbsent(p.getKey(), k -> new ArrayList<>()).add(p.getValue());
        return groups;
    }

    static String total(Map.Entry<String, List<Double>> group) {
        double sum = 0;
        for (double a : group.getValue()) sum += a;
        return group.getKey() + " " + sum;
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        Map<String, List<Double>> groups = regroup(batches(lines, 100).stream().map(Sales::emit).collect(Collectors.toList()));
        groups.entrySet().stream().map(Sales::total).forEach(System.out::println);
    }
}
