// Spaces, but nothing runs concurrently: the worker is called once on the main thread.
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

class Sequential {
    static final BlockingQueue<String> words = new LinkedBlockingQueue<>();
    static final BlockingQueue<Integer> lengths = new LinkedBlockingQueue<>();

    static void measure() {
        String w;
        while ((w = words.poll()) != null) lengths.add(w.length());
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) words.add(in.next());
        measure();
        System.out.println(lengths);
    }
}
