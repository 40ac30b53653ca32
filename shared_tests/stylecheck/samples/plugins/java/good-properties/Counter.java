public interface Counter {
    Object count(String[] words);
}
