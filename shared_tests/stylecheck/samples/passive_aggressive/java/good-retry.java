import java.util.*;

/** A prompt that asks again: the one level that can react to a bad answer catches it. */
public class Ages {
    static int parseAge(String text) {
        Objects.requireNonNull(text, "an answer");
        if (!text.strip().matches("\\d+")) throw new NumberFormatException(text + " is not an age");
        return Integer.parseInt(text.strip());
    }

    static boolean isAdult(int age) {
        if (age < 0) throw new IllegalArgumentException("an age is not negative");
        return age >= 18;
    }

    static boolean ask(List<String> answers) {
        Objects.requireNonNull(answers, "the answers");
        for (String answer : answers) {
            try {
                return isAdult(parseAge(answer));
            } catch (IllegalArgumentException e) {
                System.out.println("again: " + e.getMessage());
            }
        }
        return false;
    }

    public static void main(String[] args) {
        System.out.println(ask(List.of("ten", "-", "21")));
    }
}
