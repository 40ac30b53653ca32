import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;

/** A subroutine that takes its data as a parameter instead of from the cells. */
class Words {
    static Object[] cells = new Object[2];
    static RandomAccessFile storage;

    static void count(String line) throws IOException {
        storage.writeInt(line.split(" ").length);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        storage = new RandomAccessFile("counts.tmp", "rw");
        cells[0] = in.readLine();
        while (cells[0] != null) {
            count((String) cells[0]);
            cells[0] = in.readLine();
        }
    }
}
