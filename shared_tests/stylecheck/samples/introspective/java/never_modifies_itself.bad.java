import java.lang.reflect.Field;

/** Reads its own fields, and changes one of them through reflection. */
public class Settings {
    private static int limit = 10;

    public static void main(String[] args) throws Exception {
        for (Field field : Settings.class.getDeclaredFields()) {
            System.out.println(field.getName() + " = " + field.get(null));
            field.setAccessible(true);
            field.set(null, 99);
        }
        System.out.println(limit);
    }
}
