/** Refuses by throwing, but nothing at any level handles the errors. */
public class Unhandled {
    static int parse(String field) {
        if (!field.matches("\\d+")) throw new IllegalArgumentException(field + " is not a number");
        return Integer.parseInt(field);
    }

    static int total(String[] fields) {
        if (fields == null) throw new IllegalArgumentException("total needs fields");
        int sum = 0;
        for (String field : fields) sum += parse(field);
        return sum;
    }

    public static void main(String[] args) {
        System.out.println(total(new String[] {"1", "2"}));
    }
}
