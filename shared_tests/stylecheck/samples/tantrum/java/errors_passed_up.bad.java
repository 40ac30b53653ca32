/** Refuses bad arguments, but a middle level stops the error with a default instead of passing it up. */
public class Stops {
    static int parseNumber(String field) {
        if (!field.matches("\\d+")) throw new IllegalArgumentException(field + " is not a number");
        return Integer.parseInt(field);
    }

    static Integer parseMove(String line) {
        if (line == null) throw new IllegalArgumentException("parseMove needs a line");
        try {
            return parseNumber(line);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println(parseMove("x"));
        } catch (IllegalArgumentException e) {
            System.exit(2);
        }
    }
}
