import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

/** Letter frequencies of a file, most frequent first: everything in main, the sorting done by hand. */
class Letters {
    public static void main(String[] args) throws IOException {
        int[] counts = new int[26];
        BufferedReader in = new BufferedReader(new FileReader(args[0]));
        String line = in.readLine();
        while (line != null) {
            for (char c : line.toLowerCase().toCharArray()) {
                if (c >= 'a' && c <= 'z') counts[c - 'a']++;
            }
            line = in.readLine();
        }
        in.close();
        int[] order = new int[26];
        for (int i = 0; i < 26; i++) order[i] = i;
        for (int i = 1; i < 26; i++) {
            for (int j = i; j > 0 && counts[order[j - 1]] < counts[order[j]]; j--) {
                int t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        }
        for (int letter : order) {
            if (counts[letter] > 0) System.out.println((char) ('a' + letter) + " " + counts[letter]);
        }
    }
}
