/** Recovers from everything, errors of the machine included (our reading forbids it). */
public class Hides {
    static int show(String text) {
        if (text == null) return 0;
        try {
            System.out.println(text);
        } catch (Throwable anything) {
            return 0;
        }
        return 1;
    }

    public static void main(String[] args) {
        show("hello");
    }
}
