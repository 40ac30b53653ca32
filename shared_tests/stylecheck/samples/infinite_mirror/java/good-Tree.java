import java.io.File;

/** Sizes under a folder: a folder's size is the sum of its entries' sizes, a file's its length. */
class Tree {
    static long size(File file) {
        if (!file.isDirectory()) return file.length();
        return sum(file.listFiles(), 0);
    }

    static long sum(File[] entries, int from) {
        if (entries == null || from == entries.length) return 0;
        return size(entries[from]) + sum(entries, from + 1);
    }

    public static void main(String[] args) {
        System.out.println(size(new File(args.length > 0 ? args[0] : ".")));
    }
}
