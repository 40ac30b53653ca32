// Primes among the numbers read: workers take candidates from one space and leave findings in another.
import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

class Primes {
    static final BlockingQueue<Integer> candidates = new LinkedBlockingQueue<>();
    static final BlockingQueue<Integer> findings = new LinkedBlockingQueue<>();

    static void sieve() {
        try {
            Integer n;
            while ((n = candidates.poll(500, TimeUnit.MILLISECONDS)) != null) {
                boolean prime = n > 1;
                for (int d = 2; d * d <= n && prime; d++) prime = n % d != 0;
                if (prime) findings.add(n);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Scanner in = new Scanner(System.in);
        while (in.hasNextInt()) candidates.add(in.nextInt());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        for (int i = 0; i < 4; i++) pool.submit(Primes::sieve);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        List<Integer> primes = new ArrayList<>();
        findings.drainTo(primes);
        primes.sort(null);
        System.out.println(primes);
    }
}
