import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;

/** Tally votes (one name a line) on a tape of fixed-width records; the subroutines share the cells. */
class Tally {
    // 0 the vote, 1 a tape record, 2 its count, 3 found?, 4 where the record starts
    static Object[] cells = new Object[5];
    static RandomAccessFile tape;

    static void findVote() throws IOException {
        cells[3] = false;
        tape.seek(0);
        cells[4] = tape.getFilePointer();
        cells[1] = tape.readLine();
        while (cells[1] != null && !(Boolean) cells[3]) {
            if (((String) cells[1]).substring(0, 20).trim().equals(cells[0])) {
                cells[3] = true;
                cells[2] = Integer.parseInt(((String) cells[1]).substring(20));
            } else {
                cells[4] = tape.getFilePointer();
                cells[1] = tape.readLine();
            }
        }
    }

    static void recordVote() throws IOException {
        findVote();
        if ((Boolean) cells[3]) {
            tape.seek((Long) cells[4]);
            tape.writeBytes(String.format("%20s%06d\n", cells[0], (Integer) cells[2] + 1));
        } else {
            tape.seek(tape.length());
            tape.writeBytes(String.format("%20s%06d\n", cells[0], 1));
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        tape = new RandomAccessFile("votes.tape", "rw");
        tape.setLength(0);
        cells[0] = in.readLine();
        while (cells[0] != null) {
            recordVote();
            cells[0] = in.readLine();
        }
        tape.seek(0);
        cells[1] = tape.readLine();
        while (cells[1] != null) {
            System.out.println(((String) cells[1]).trim());
            cells[1] = tape.readLine();
        }
        tape.close();
    }
}
