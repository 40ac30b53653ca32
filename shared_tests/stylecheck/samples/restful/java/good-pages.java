// Paging through a file: the page travels in every request; the server's answer links to the next page.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

class Pages {
    record Request(String method, String path, int page) {}

    record Representation(List<String> lines, Map<String, Request> links) {}

    static Representation handle(Request request) throws IOException {
        if (request.method().equals("GET") && request.path().startsWith("/files/")) {
            List<String> lines = Files.readAllLines(Path.of(request.path().substring("/files/".length())));
            int from = Math.min(request.page() * 10, lines.size());
            List<String> shown = lines.subList(from, Math.min(from + 10, lines.size()));
            Map<String, Request> links =
                shown.isEmpty() ? Map.of() : Map.of("next", new Request("GET", request.path(), request.page() + 1));
            return new Representation(shown, links);
        }
        return new Representation(List.of("not found"), Map.of());
    }

    public static void main(String[] args) throws IOException {
        Scanner in = new Scanner(System.in);
        Request request = new Request("GET", "/files/" + args[0], 0);
        while (request != null) {
            Representation answer = handle(request);
            answer.lines().forEach(System.out::println);
            request = in.hasNextLine() && in.nextLine() != null ? answer.links().get("next") : null;
        }
    }
}
