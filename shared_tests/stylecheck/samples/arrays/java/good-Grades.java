import java.util.Arrays;

/** Marks given as arguments: the mean, the marks above it and a histogram, all as operations over whole arrays. */
class Grades {
    public static void main(String[] args) {
        double[] marks = Arrays.stream(args).mapToDouble(Double::parseDouble).toArray();
        double mean = Arrays.stream(marks).average().orElse(0);
        double[] above = Arrays.stream(marks).filter(m -> m > mean).toArray();
        int[] histogram = new int[11];
        Arrays.stream(marks).mapToInt(m -> (int) Math.min(10, Math.max(0, m))).forEach(b -> histogram[b]++);
        System.out.println("mean " + mean);
        System.out.println("above " + Arrays.toString(above));
        System.out.println("histogram " + Arrays.toString(histogram));
    }
}
