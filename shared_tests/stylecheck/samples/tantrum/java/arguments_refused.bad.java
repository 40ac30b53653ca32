/** Passes errors up with context, but one method takes any argument without a check. */
public class Unchecked {
    static int parse(String field) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parse: " + field, e);
        }
    }

    static int total(String[] fields) {
        if (fields == null) throw new IllegalArgumentException("total needs fields");
        int sum = 0;
        try {
            for (String field : fields) sum += parse(field);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("total: " + e.getMessage(), e);
        }
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
