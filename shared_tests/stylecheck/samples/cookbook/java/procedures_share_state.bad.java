/** A sequence of commands, each a procedure, but they share nothing: each works on its own data. */
class Hello {
    static void greet() {
        System.out.println("hello, world");
    }

    static void countProcessors() {
        int count = Runtime.getRuntime().availableProcessors();
        System.out.println(count + " processors");
    }

    static void showVersion() {
        System.out.println("java " + System.getProperty("java.version"));
    }

    public static void main(String[] args) {
        greet();
        countProcessors();
        showVersion();
    }
}
