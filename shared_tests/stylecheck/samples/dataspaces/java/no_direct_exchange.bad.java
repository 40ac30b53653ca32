// Workers take words from a space, but write their counts straight into a shared map.
import java.util.Map;
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

class SharedCounts {
    static final BlockingQueue<String> words = new LinkedBlockingQueue<>();
    static final Map<String, Integer> counts = new ConcurrentHashMap<>();

    static void count() {
        try {
            String w;
            while ((w = words.poll(500, TimeUnit.MILLISECONDS)) != null) counts.merge(w, 1, Integer::sum);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Scanner in = new Scanner(System.in);
        while (in.hasNext()) words.add(in.next().toLowerCase());
        Thread[] workers = {new Thread(SharedCounts::count), new Thread(SharedCounts::count)};
        for (Thread t : workers) t.start();
        for (Thread t : workers) t.join();
        System.out.println(counts);
    }
}
