/** Loads its counter by reflection, but the name is written in the program: nothing outside chooses it. */
public class Main {
    static final String CHOICE = "SimpleCounter";

    public static void main(String[] args) throws Exception {
        Counter counter = (Counter) Class.forName(CHOICE).getDeclaredConstructor().newInstance();
        System.out.println(counter.count(args));
    }
}
