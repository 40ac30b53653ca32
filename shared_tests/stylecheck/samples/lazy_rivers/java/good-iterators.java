// Iterator classes, each pulling from the one upstream: lines, then words, then running records.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

class Records {
    static class Lines implements Iterator<String> {
        private final BufferedReader in;
        private String next;

        Lines(BufferedReader in) {
            this.in = in;
            advance();
        }

        private void advance() {
            try {
                next = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public boolean hasNext() {
            return next != null;
        }

        public String next() {
            String line = next;
            advance();
            return line;
        }
    }

    static class Words implements Iterator<String> {
        private final Iterator<String> lines;
        private final Deque<String> pending = new ArrayDeque<>();

        Words(Iterator<String> lines) {
            this.lines = lines;
        }

        public boolean hasNext() {
            while (pending.isEmpty() && lines.hasNext()) {
                for (String w : lines.next().split("\\s+")) {
                    if (!w.isEmpty()) pending.add(w);
                }
            }
            return !pending.isEmpty();
        }

        public String next() {
            if (!hasNext()) throw new NoSuchElementException();
            return pending.poll();
        }
    }

    public static void main(String[] args) {
        Iterator<String> words = new Words(new Lines(new BufferedReader(new InputStreamReader(System.in))));
        String best = "";
        while (words.hasNext()) {
            String word = words.next();
            if (word.length() > best.length()) {
                best = word;
                System.out.println(best);
            }
        }
    }
}
