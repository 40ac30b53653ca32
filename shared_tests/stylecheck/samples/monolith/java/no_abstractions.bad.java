import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

/** Letter frequencies, but the counting is a method of its own: an abstraction. */
class Letters {
    static void count(String line, int[] counts) {
        for (char c : line.toLowerCase().toCharArray()) {
            if (c >= 'a' && c <= 'z') counts[c - 'a']++;
        }
    }

    public static void main(String[] args) throws IOException {
        int[] counts = new int[26];
        BufferedReader in = new BufferedReader(new FileReader(args[0]));
        String line = in.readLine();
        while (line != null) {
            count(line, counts);
            line = in.readLine();
        }
        for (int i = 0; i < 26; i++) System.out.println((char) ('a' + i) + " " + counts[i]);
    }
}
