/** Reads facts about itself, but never finds what to run by a name it builds. */
public class Named {
    static String whereAmI() { return Thread.currentThread().getStackTrace()[1].getMethodName(); }

    public static void main(String[] args) {
        System.out.println(whereAmI() + " in " + Named.class.getName());
    }
}
