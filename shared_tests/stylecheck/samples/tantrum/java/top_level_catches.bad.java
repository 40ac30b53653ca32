/** Keeps the chapter, but nothing at the top catches: the error ends in a stack trace (our reading). */
public class Uncaught {
    static int parse(String field) {
        if (field == null) throw new IllegalArgumentException("parse needs text");
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parse: " + field, e);
        }
    }

    public static void main(String[] args) {
        System.out.println(parse("x"));
    }
}
