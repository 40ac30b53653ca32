import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

/** Composed functions, but one of them changes a static list instead of handing its result on. */
class Count {
    static List<String> seen = new ArrayList<>();

    static List<String> words(String[] args) {
        return Arrays.asList(args);
    }

    static List<String> remember(List<String> words) {
        seen.addAll(words);
        return words;
    }

    static int distinct(List<String> words) {
        return new HashSet<>(words).size();
    }

    public static void main(String[] args) {
        System.out.println(distinct(remember(words(args))) + " " + seen.size());
    }
}
