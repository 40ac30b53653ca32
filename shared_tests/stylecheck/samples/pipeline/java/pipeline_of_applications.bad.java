/** Functions from input to output, but never applied one to another's result: no pipeline. */
class Counts {
    static int words(String text) {
        return text.trim().isEmpty() ? 0 : text.trim().split(" +").length;
    }

    static int vowels(String text) {
        return text.replaceAll("[^aeiou]", "").length();
    }

    static int characters(String text) {
        return text.length();
    }

    public static void main(String[] args) {
        String text = String.join(" ", args);
        System.out.println(words(text));
        System.out.println(vowels(text));
        System.out.println(characters(text));
    }
}
