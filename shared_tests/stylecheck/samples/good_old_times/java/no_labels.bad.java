import java.io.FileReader;
import java.io.IOException;
import java.io.RandomAccessFile;

/** Word lengths, but the counters are named variables: labels, not numbered cells. */
class WordLengths {
    static int[] mem = new int[4];

    public static void main(String[] args) throws IOException {
        FileReader source = new FileReader(args[0]);
        RandomAccessFile storage = new RandomAccessFile("lengths.tmp", "rw");
        int words = 0;
        int longest = 0;
        mem[0] = source.read();
        while (mem[0] != -1) {
            if (Character.isLetter(mem[0])) {
                mem[1]++;
            } else if (mem[1] > 0) {
                storage.writeInt(mem[1]);
                words++;
                if (mem[1] > longest) longest = mem[1];
                mem[1] = 0;
            }
            mem[0] = source.read();
        }
        System.out.println(words + " words, the longest " + longest);
    }
}
