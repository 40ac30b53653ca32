import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Numbered cells only, but nothing is written anywhere: no secondary storage. */
class Words {
    static Object[] cells = new Object[2];

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        cells[1] = 0;
        cells[0] = in.readLine();
        while (cells[0] != null) {
            cells[1] = (Integer) cells[1] + ((String) cells[0]).split(" ").length;
            cells[0] = in.readLine();
        }
        System.out.println(cells[1] + " words");
    }
}
