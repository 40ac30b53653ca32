import java.util.*;

/** A bill splitter: pure methods, and a list of deferred steps that main alone runs in order. */
public class Bills {
    static Map<String, Double> shares(Map<String, Double> paid) {
        double each = paid.values().stream().mapToDouble(Double::doubleValue).sum() / Math.max(paid.size(), 1);
        Map<String, Double> owed = new TreeMap<>();
        paid.forEach((name, amount) -> owed.put(name, amount - each));
        return owed;
    }

    static Runnable getLines(Map<String, Object> state) {
        return () -> state.put("lines", new Scanner(System.in).useDelimiter("\\A").next().split("\n"));
    }

    static Runnable compute(Map<String, Object> state) {
        return () -> {
            Map<String, Double> paid = new TreeMap<>();
            for (String line : (String[]) state.get("lines")) {
                String[] parts = line.trim().split("\\s+");
                if (parts.length == 2) paid.put(parts[0], Double.parseDouble(parts[1]));
            }
            state.put("shares", shares(paid));
        };
    }

    static Runnable putShares(Map<String, Object> state) {
        return () -> System.out.println(state.get("shares"));
    }

    public static void main(String[] args) {
        Map<String, Object> state = new HashMap<>();
        for (Runnable step : List.of(getLines(state), compute(state), putShares(state))) step.run();
    }
}
