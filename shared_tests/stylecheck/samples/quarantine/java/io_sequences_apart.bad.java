import java.util.*;

/** No I/O in the counting, but the I/O is done on the spot in main, not in deferred actions. */
public class OnTheSpot {
    static int countWords(String text) { return text.split("\\s+").length; }

    public static void main(String[] args) {
        String text = new Scanner(System.in).useDelimiter("\\A").next();
        System.out.println(countWords(text));
    }
}
