// The handlers talk to the user themselves: no separation between the user interface and the server.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.function.Function;

class Notes {
    static final List<String> NOTES = new ArrayList<>();
    static final Scanner IN = new Scanner(System.in);

    static String[] postNote(String[] args) {
        String text = IN.nextLine();
        NOTES.add(text);
        System.out.println("saved " + text);
        return new String[] {"get", "notes"};
    }

    static String[] getNotes(String[] args) {
        System.out.println(String.join("\n", NOTES));
        return new String[] {"post", "note"};
    }

    static final Map<String, Function<String[], String[]>> HANDLERS =
        Map.of("post_note", Notes::postNote, "get_notes", Notes::getNotes);

    public static void main(String[] args) {
        String[] request = {"get", "notes"};
        for (int i = 0; i < 3; i++) request = HANDLERS.get(request[0] + "_" + request[1]).apply(request);
    }
}
