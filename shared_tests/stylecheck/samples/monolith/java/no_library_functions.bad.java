import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.TreeSet;

/** Everything in main, but the library does the work: Collections sorts and counts, a TreeSet orders. */
class Letters {
    public static void main(String[] args) throws IOException {
        ArrayList<Character> letters = new ArrayList<>();
        for (char c : Files.readString(Paths.get(args[0])).toLowerCase().toCharArray()) {
            if (Character.isLetter(c)) letters.add(c);
        }
        Collections.sort(letters);
        for (char c : new TreeSet<>(letters)) {
            System.out.println(c + " " + Collections.frequency(letters, c));
        }
    }
}
