// Minesweeper (SPEC.md R1-R10) in plain Java: a sample submission for the grader's class-mode tests.
// Build: javac -d out src/*.java    Run: java -cp out Minesweeper BOARD.cfg

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;

public class Minesweeper {
    private static final FileOutputStream OUT = new FileOutputStream(FileDescriptor.out);
    private static final InputStream IN = new FileInputStream(FileDescriptor.in);
    private static boolean inputEnded;
    private static final ByteArrayOutputStream PENDING = new ByteArrayOutputStream();
    private static final byte[] CHUNK = new byte[65536];
    private static int chunkStart, chunkEnd;

    private final int rows, columns;
    private final boolean[][] mine, open, flag;
    private int safeLeft;
    private boolean lost;

    private Minesweeper(String[] lines) {
        rows = lines.length;
        columns = lines[0].length();
        mine = new boolean[rows][columns];
        open = new boolean[rows][columns];
        flag = new boolean[rows][columns];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                mine[r][c] = lines[r].charAt(c) == '*';
                if (!mine[r][c]) safeLeft++;
            }
        }
    }

    static void fail(int code, String text) {
        System.err.println(text);
        System.exit(code);
    }

    static void write(String text) {
        try {
            OUT.write(text.getBytes(StandardCharsets.UTF_8));
            OUT.flush();
        } catch (IOException e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("Broken pipe") || why.contains("Bad file descriptor")) {
                System.exit(1); // the reader went away (R10.2), or there is no standard output (R10.4)
            }
            fail(74, "error: standard output: cannot write (" + why + ")"); // a full disk, say (R10.5)
        }
    }

    public static void main(String[] args) {
        if (args.length < 1) fail(1, "usage: java Minesweeper BOARD.cfg");
        String path = args[0];
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (name.length() <= 4 || !name.substring(name.length() - 4).equalsIgnoreCase(".cfg")) {
            fail(2, "error: " + path + ": the file name must be <name>.cfg");
        }
        Path file = Paths.get(path);
        BasicFileAttributes info = null;
        try {
            info = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            fail(1, "error: " + path + ": no such file");
        } catch (FileSystemException e) {
            if ("Not a directory".equals(e.getReason())) fail(1, "error: " + path + ": no such file");
            fail(2, "error: " + path + ": cannot look up the file (" + e.getReason() + ")");
        } catch (IOException e) {
            fail(2, "error: " + path + ": cannot look up the file");
        }
        if (!info.isRegularFile()) fail(2, "error: " + path + ": not a regular file");
        byte[] content = new byte[421];
        int size = 0;
        try (InputStream in = Files.newInputStream(file)) {
            int got;
            while (size < 421 && (got = in.read(content, size, 421 - size)) > 0) size += got;
        } catch (IOException e) {
            fail(2, "error: " + path + ": cannot read the file");
        }
        String text = new String(content, 0, size, StandardCharsets.ISO_8859_1);
        String problem = null;
        if (size > 420) problem = "the file is too large for a 20x20 board";
        else if (size == 0 || !text.matches("[.*\n]*")) problem = "the board may only hold '.', '*' and newlines";
        else if (!text.endsWith("\n")) problem = "every row must end with a newline";
        String[] lines = problem == null ? text.substring(0, size - 1).split("\n", -1) : new String[0];
        if (problem == null) {
            for (String line : lines) {
                if (line.isEmpty()) problem = "the board has an empty row";
                else if (line.length() != lines[0].length() && problem == null) problem = "all rows must have the same length";
            }
        }
        if (problem == null && (lines.length > 20 || lines[0].length() > 20)) problem = "the board may have at most 20 rows and 20 columns";
        if (problem == null && lines.length * lines[0].length() < 2) problem = "the board needs at least two squares";
        if (problem == null && !text.contains(".")) problem = "the board needs at least one square without a mine";
        if (problem != null) fail(2, "error: " + path + ": invalid board: " + problem);
        new Minesweeper(lines).play();
        System.exit(0);
    }

    private int number(int r, int c) {
        int count = 0;
        for (int i = Math.max(0, r - 1); i <= Math.min(rows - 1, r + 1); i++)
            for (int j = Math.max(0, c - 1); j <= Math.min(columns - 1, c + 1); j++)
                if ((i != r || j != c) && mine[i][j]) count++;
        return count;
    }

    private void frame(String message, boolean prompt) {
        StringBuilder out = new StringBuilder();
        border(out, "┌", "┬", "┐");
        for (int r = 0; r < rows; r++) {
            if (r > 0) border(out, "├", "┼", "┤");
            out.append("│");
            for (int c = 0; c < columns; c++) {
                String symbol;
                if (lost && mine[r][c]) symbol = "*";
                else if (open[r][c]) symbol = number(r, c) == 0 ? "▓" : String.valueOf(number(r, c));
                else symbol = flag[r][c] ? "¶" : " ";
                out.append(" ").append(symbol).append(" │");
            }
            out.append("\n");
        }
        border(out, "└", "┴", "┘");
        int width = Math.max(4 * columns - 1, message.length());
        out.append("╔").append("═".repeat(width)).append("╗\n║").append(message);
        out.append(" ".repeat(width - message.length())).append("║\n╚").append("═".repeat(width)).append("╝\n");
        if (prompt) out.append(">");
        write(out.toString());
    }

    private void border(StringBuilder out, String left, String middle, String right) {
        out.append(left);
        for (int c = 0; c < columns; c++) out.append(c > 0 ? middle : "").append("───");
        out.append(right).append("\n");
    }

    /** One line of standard input without its line end, or null at the end of input. */
    private static byte[] readLine() {
        PENDING.reset();
        while (true) {
            if (chunkStart == chunkEnd) {
                if (inputEnded) break;
                try {
                    chunkEnd = IN.read(CHUNK);
                } catch (IOException e) {
                    fail(74, "error: standard input: cannot read (" + e.getMessage() + ")"); // opened for writing (R10.5)
                }
                chunkStart = 0;
                if (chunkEnd <= 0) {
                    chunkEnd = 0;
                    inputEnded = true;
                    break;
                }
            }
            for (int i = chunkStart; i < chunkEnd; i++) {
                if (CHUNK[i] == '\n') {
                    PENDING.write(CHUNK, chunkStart, i - chunkStart);
                    chunkStart = i + 1;
                    byte[] line = PENDING.toByteArray();
                    int length = line.length > 0 && line[line.length - 1] == '\r' ? line.length - 1 : line.length;
                    return java.util.Arrays.copyOf(line, length);
                }
            }
            PENDING.write(CHUNK, chunkStart, chunkEnd - chunkStart);
            chunkStart = chunkEnd;
        }
        return PENDING.size() > 0 ? PENDING.toByteArray() : null;
    }

    /** {row, column, action} (0-based; action 'R' or 'F') of a valid line, else null. */
    private int[] parse(byte[] line) {
        String text = new String(line, StandardCharsets.ISO_8859_1);
        int start = 0, end = text.length();
        while (start < end && text.charAt(start) == ' ') start++;
        while (end > start && text.charAt(end - 1) == ' ') end--;
        String[] fields = text.substring(start, end).split(" +");
        if (fields.length != 3 || !fields[0].matches("[0-9]+") || !fields[1].matches("[0-9]+")) return null;
        if (!fields[2].equals("R") && !fields[2].equals("F")) return null;
        String r = fields[0].replaceFirst("^0+", ""), c = fields[1].replaceFirst("^0+", "");
        if (r.length() > 2 || c.length() > 2) return null;
        int row = r.isEmpty() ? 0 : Integer.parseInt(r), column = c.isEmpty() ? 0 : Integer.parseInt(c);
        if (row < 1 || row > rows || column < 1 || column > columns) return null;
        return new int[] {row - 1, column - 1, fields[2].charAt(0)};
    }

    private void play() {
        String message = "";
        while (true) {
            frame(message, true);
            byte[] line = readLine();
            if (line == null) {
                frame("Not enough inputs!", false);
                return;
            }
            int[] move = parse(line);
            if (move == null) {
                message = "The provided input is not valid!";
                continue;
            }
            message = "";
            int row = move[0], column = move[1];
            if (open[row][column]) continue;
            if (move[2] == 'F') {
                flag[row][column] = !flag[row][column];
                continue;
            }
            if (mine[row][column]) {
                lost = true;
                frame("You Lost!", false);
                return;
            }
            ArrayDeque<int[]> waiting = new ArrayDeque<>();
            waiting.push(new int[] {row, column});
            while (!waiting.isEmpty()) {
                int[] square = waiting.pop();
                int r = square[0], c = square[1];
                if (open[r][c]) continue;
                open[r][c] = true;
                flag[r][c] = false;
                safeLeft--;
                if (number(r, c) != 0) continue;
                for (int i = Math.max(0, r - 1); i <= Math.min(rows - 1, r + 1); i++)
                    for (int j = Math.max(0, c - 1); j <= Math.min(columns - 1, c + 1); j++)
                        if (!open[i][j]) waiting.push(new int[] {i, j});
            }
            if (safeLeft == 0) {
                frame("You Won!", false);
                return;
            }
        }
    }
}
