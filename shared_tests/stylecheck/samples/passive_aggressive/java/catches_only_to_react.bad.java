import java.util.*;

/** Refuses by throwing, but a middle level catches only to throw again (the tantrum's way). */
public class Rethrows {
    static int parse(String field) {
        if (!field.matches("\\d+")) throw new IllegalArgumentException(field + " is not a number");
        return Integer.parseInt(field);
    }

    static List<Integer> parseAll(String[] fields) {
        if (fields == null) throw new IllegalArgumentException("parseAll needs fields");
        try {
            List<Integer> numbers = new ArrayList<>();
            for (String field : fields) numbers.add(parse(field));
            return numbers;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("fields: " + e.getMessage(), e);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(parseAll(new String[] {"1", "x"}));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
        }
    }
}
