import java.util.Arrays;

/** Arrays, but visited element by element with index loops, one inside the other. */
class Columns {
    public static void main(String[] args) {
        double[][] grid = new double[args.length][];
        for (int r = 0; r < args.length; r++) {
            grid[r] = Arrays.stream(args[r].split(",")).mapToDouble(Double::parseDouble).toArray();
        }
        double[] totals = new double[grid.length == 0 ? 0 : grid[0].length];
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < totals.length; c++) {
                totals[c] += grid[r][c];
            }
        }
        System.out.println(Arrays.toString(totals));
    }
}
