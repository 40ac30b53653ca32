// The server remembers where the client was: the position is kept between requests.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.function.Function;

class Pager {
    static int position = 0;

    static String[] getNext(String[] args) {
        try {
            List<String> lines = Files.readAllLines(Path.of(args[0]));
            position += 1;
            String line = position <= lines.size() ? lines.get(position - 1) : "";
            return new String[] {line, "get", "next", args[0]};
        } catch (IOException e) {
            return new String[] {"", "get", "next", args[0]};
        }
    }

    static final Map<String, Function<String[], String[]>> HANDLERS = Map.of("get_next", Pager::getNext);

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String[] request = {"get", "next", args[0]};
        while (in.hasNextLine()) {
            in.nextLine();
            String[] answer = HANDLERS.get(request[0] + "_" + request[1]).apply(new String[] {request[2]});
            System.out.println(answer[0]);
            request = new String[] {answer[1], answer[2], answer[3]};
        }
    }
}
