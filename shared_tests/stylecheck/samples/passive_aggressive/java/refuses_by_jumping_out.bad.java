/** Catches only at the top, but a method answers an error code instead of jumping out. */
public class Codes {
    static int parse(String field) {
        if (!field.matches("\\d+")) return -1;
        return Integer.parseInt(field);
    }

    static int total(String[] fields) {
        if (fields == null) throw new IllegalArgumentException("total needs fields");
        int sum = 0;
        for (String field : fields) sum += parse(field);
        return sum;
    }

    public static void main(String[] args) {
        try {
            System.out.println(total(args));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
        }
    }
}
