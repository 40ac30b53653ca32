/** A plain program: nothing in it looks at itself. */
public class Plain {
    static int count(String text) { return text.split("\\s+").length; }

    public static void main(String[] args) {
        System.out.println(count(String.join(" ", args)));
    }
}
