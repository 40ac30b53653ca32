import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;

/** No labels, but memory grows with the data: the whole file is read at once and a cell added per word. */
class WordLengths {
    static ArrayList<Object> mem = new ArrayList<>();

    public static void main(String[] args) throws IOException {
        RandomAccessFile storage = new RandomAccessFile("lengths.tmp", "rw");
        mem.add(new String(Files.readAllBytes(Paths.get(args[0]))).split("\\W+"));
        mem.add(0);
        while ((Integer) mem.get(1) < ((String[]) mem.get(0)).length) {
            mem.add(((String[]) mem.get(0))[(Integer) mem.get(1)].length());
            storage.writeInt((Integer) mem.get(mem.size() - 1));
            mem.set(1, (Integer) mem.get(1) + 1);
        }
        System.out.println(mem.size() - 2 + " words");
    }
}
