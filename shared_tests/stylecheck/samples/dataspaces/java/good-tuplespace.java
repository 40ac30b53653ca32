// A small tuple space of our own, guarded by its monitor; measurers take words and leave their lengths.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

class Space {
    private final List<Object[]> tuples = new ArrayList<>();

    synchronized void out(Object... tuple) {
        tuples.add(tuple);
        notifyAll();
    }

    synchronized Object[] take(String tag, long millis) throws InterruptedException {
        long until = System.currentTimeMillis() + millis;
        while (true) {
            for (Iterator<Object[]> it = tuples.iterator(); it.hasNext(); ) {
                Object[] t = it.next();
                if (t[0].equals(tag)) {
                    it.remove();
                    return t;
                }
            }
            long left = until - System.currentTimeMillis();
            if (left <= 0) return null;
            wait(left);
        }
    }

    static void measure(Space space) {
        try {
            for (Object[] t = space.take("word", 300); t != null; t = space.take("word", 300)) {
                space.out("length", t[1], ((String) t[1]).length());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Space space = new Space();
        for (String w : args) space.out("word", w);
        Thread a = new Thread(() -> measure(space));
        Thread b = new Thread(() -> measure(space));
        a.start();
        b.start();
        a.join();
        b.join();
        for (Object[] t = space.take("length", 0); t != null; t = space.take("length", 0)) {
            System.out.println(Arrays.toString(t));
        }
    }
}
