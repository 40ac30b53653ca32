// The view does the counting: it changes the model's data while drawing it.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

class Words {
    final List<String> lines = new ArrayList<>();
    final Map<String, Integer> counts = new HashMap<>();

    void add(String line) {
        lines.add(line);
    }
}

class Table {
    private final Words words;

    Table(Words words) {
        this.words = words;
    }

    void render() {
        for (String w : words.lines.get(words.lines.size() - 1).split("\\s+")) words.counts.merge(w, 1, Integer::sum);
        System.out.println(words.counts);
    }
}

class Keyboard {
    public static void main(String[] args) {
        Words words = new Words();
        Table table = new Table(words);
        Scanner in = new Scanner(System.in);
        while (in.hasNextLine()) {
            words.add(in.nextLine());
            table.render();
        }
    }
}
