import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Reverse the words of each line; a word's address is kept in a cell, never in a name. */
class Reverse {
    // 0 the line, 1 its words, 2 the next free cell (from 8), 3 the cell being printed, 4 a word's index
    static Object[] cells = new Object[32];

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        cells[0] = in.readLine();
        while (cells[0] != null) {
            cells[1] = ((String) cells[0]).trim().split(" +");
            cells[2] = 8;
            for (cells[4] = 0; (Integer) cells[4] < Math.min(24, ((String[]) cells[1]).length); cells[4] = (Integer) cells[4] + 1) {
                cells[(Integer) cells[2]] = ((String[]) cells[1])[(Integer) cells[4]];
                cells[2] = (Integer) cells[2] + 1;
            }
            for (cells[3] = (Integer) cells[2] - 1; (Integer) cells[3] >= 8; cells[3] = (Integer) cells[3] - 1) {
                System.out.print(cells[(Integer) cells[3]] + ((Integer) cells[3] > 8 ? " " : "\n"));
            }
            cells[0] = in.readLine();
        }
    }
}
