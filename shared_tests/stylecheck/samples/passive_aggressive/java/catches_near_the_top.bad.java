import java.util.*;

/** Keeps the chapter, but catches two levels below the top (our reading wants it near the top). */
public class Deep {
    static int parse(String field) {
        if (!field.matches("\\d+")) throw new IllegalArgumentException(field + " is not a number");
        return Integer.parseInt(field);
    }

    static List<Integer> parseRow(String row) {
        if (row == null) throw new IllegalArgumentException("a row is text");
        try {
            List<Integer> numbers = new ArrayList<>();
            for (String field : row.split(" ")) numbers.add(parse(field));
            return numbers;
        } catch (IllegalArgumentException e) {
            System.out.println("a bad row: " + row);
            return List.of();
        }
    }

    static List<List<Integer>> parseTable(List<String> rows) {
        if (rows == null) throw new IllegalArgumentException("a table is a list");
        List<List<Integer>> table = new ArrayList<>();
        for (String row : rows) table.add(parseRow(row));
        return table;
    }

    public static void main(String[] args) {
        try {
            System.out.println(parseTable(List.of("1 2", "3 x")));
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
        }
    }
}
