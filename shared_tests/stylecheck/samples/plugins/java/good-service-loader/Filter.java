public interface Filter {
    String apply(String line);
}
