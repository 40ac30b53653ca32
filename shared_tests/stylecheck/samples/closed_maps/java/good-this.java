import java.util.*;
import java.util.function.*;

/** A to-do list as a map whose procedures are given the map they belong to, as `this`. */
public class Todo {
    @SuppressWarnings("unchecked")
    static Map<String, Object> makeList() {
        Map<String, Object> list = new HashMap<>();
        list.put("tasks", new ArrayList<String>());
        list.put("add", (BiConsumer<Map<String, Object>, String>) (self, task) ->
            ((List<String>) self.get("tasks")).add(task));
        list.put("report", (Function<Map<String, Object>, String>) self ->
            String.join(", ", (List<String>) self.get("tasks")));
        return list;
    }

    static Map<String, Object> makePrinter() {
        Map<String, Object> printer = new HashMap<>();
        printer.put("show", (Consumer<String>) System.out::println);
        return printer;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Map<String, Object> todo = makeList();
        Map<String, Object> printer = makePrinter();
        ((BiConsumer<Map<String, Object>, String>) todo.get("add")).accept(todo, "sweep");
        ((BiConsumer<Map<String, Object>, String>) todo.get("add")).accept(todo, "cook");
        String report = ((Function<Map<String, Object>, String>) todo.get("report")).apply(todo);
        ((Consumer<String>) printer.get("show")).accept(report);
    }
}
