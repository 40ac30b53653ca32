import java.io.FileReader;
import java.io.IOException;
import java.io.RandomAccessFile;

/** How many words of each length a text holds: eight numbered cells, a file for what does not fit. */
class WordLengths {
    // 0 the character read, 1 letters in the current word, 2 words seen, 3 the longest word,
    // 4 the length being reported, 5 its count, 6 a record read back from storage
    static int[] mem = new int[8];

    public static void main(String[] args) throws IOException {
        FileReader source = new FileReader(args[0]);
        RandomAccessFile storage = new RandomAccessFile("lengths.tmp", "rw");
        storage.setLength(0);
        mem[0] = source.read();
        while (mem[0] != -1) {
            if (Character.isLetter(mem[0])) {
                mem[1]++;
            } else if (mem[1] > 0) {
                storage.writeInt(mem[1]);
                mem[2]++;
                if (mem[1] > mem[3]) mem[3] = mem[1];
                mem[1] = 0;
            }
            mem[0] = source.read();
        }
        source.close();
        for (mem[4] = 1; mem[4] <= mem[3]; mem[4]++) {
            storage.seek(0);
            mem[5] = 0;
            while (storage.getFilePointer() < storage.length()) {
                mem[6] = storage.readInt();
                if (mem[6] == mem[4]) mem[5]++;
            }
            if (mem[5] > 0) System.out.println(mem[4] + " letters: " + mem[5]);
        }
        System.out.println(mem[2] + " words");
        storage.close();
    }
}
