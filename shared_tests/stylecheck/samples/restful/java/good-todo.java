// A to-do list: the server keeps the lists (its data) and no conversation; every answer carries its links.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import java.util.function.Function;

class Server {
    static final Map<String, List<String>> LISTS = new HashMap<>();
    static final Map<String, Function<Map<String, String>, Response>> ROUTES = new HashMap<>();

    record Response(String text, Map<String, String[]> links) {}

    static {
        ROUTES.put("GET /", body -> new Response("Name a list:", Map.of("create", new String[] {"POST", "/lists"})));
        ROUTES.put("POST /lists", Server::createList);
        ROUTES.put("POST /items", Server::addItem);
    }

    static Response createList(Map<String, String> body) {
        LISTS.putIfAbsent(body.get("name"), new ArrayList<>());
        return showList(body.get("name"));
    }

    static Response addItem(Map<String, String> body) {
        LISTS.get(body.get("name")).add(body.get("item"));
        return showList(body.get("name"));
    }

    static Response showList(String name) {
        Map<String, String[]> links = new LinkedHashMap<>();
        links.put("add", new String[] {"POST", "/items", name});
        links.put("home", new String[] {"GET", "/"});
        return new Response(String.join("\n", LISTS.get(name)), links);
    }

    static Response handle(String verb, String path, Map<String, String> body) {
        return ROUTES.getOrDefault(verb + " " + path, ROUTES.get("GET /")).apply(body);
    }
}

class Browser {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String[] request = {"GET", "/"};
        Map<String, String> body = new HashMap<>();
        while (true) {
            Server.Response response = Server.handle(request[0], request[1], body);
            System.out.println(response.text() + "\n" + String.join("/", response.links().keySet()) + "> ");
            if (!in.hasNextLine()) return;
            String[] link = response.links().getOrDefault(in.nextLine().trim(), new String[] {"GET", "/"});
            request = link;
            body = new HashMap<>();
            if (link.length > 2) body.put("name", link[2]);
            if (link[1].equals("/lists")) body.put("name", in.nextLine());
            if (link[1].equals("/items")) body.put("item", in.nextLine());
        }
    }
}
