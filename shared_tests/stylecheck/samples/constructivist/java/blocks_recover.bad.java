/** Checks its arguments with defaults, but lets a failure escape instead of recovering. */
public class Escapes {
    static int parse(String field) {
        if (field == null) return 0;
        if (!field.strip().matches("\\d+")) throw new IllegalArgumentException(field + " is not a number");
        return Integer.parseInt(field.strip());
    }

    static int total(String[] fields) {
        if (fields == null) return 0;
        int sum = 0;
        for (String field : fields) sum += parse(field);
        return sum;
    }

    public static void main(String[] args) {
        System.out.println(total(args));
    }
}
