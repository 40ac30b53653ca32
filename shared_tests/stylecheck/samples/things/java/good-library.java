import java.util.*;

/** A lending library: shelves and members, each keeping its own data. */
public class Library {
    public static void main(String[] args) {
        Shelf shelf = new Shelf(List.of("Emma", "Persuasion"));
        Member ann = new Member("Ann", shelf);
        Member ben = new Member("Ben", shelf);
        System.out.println(ann.borrow("Emma"));
        System.out.println(ben.borrow("Emma"));
        ann.returnAll();
        System.out.println(ben.borrow("Emma"));
    }
}

class Shelf {
    private final Map<String, Integer> copies = new HashMap<>();

    Shelf(List<String> titles) {
        for (String title : titles) copies.put(title, 1);
    }

    boolean has(String title) { return copies.getOrDefault(title, 0) > 0; }

    void take(String title) { copies.merge(title, -1, Integer::sum); }

    void giveBack(String title) { copies.merge(title, 1, Integer::sum); }
}

class Member {
    private final String name;
    private final Shelf shelf;
    private final List<String> borrowed = new ArrayList<>();

    Member(String name, Shelf shelf) {
        this.name = name;
        this.shelf = shelf;
    }

    String borrow(String title) {
        if (!shelf.has(title)) return name + ": " + title + " is out";
        shelf.take(title);
        borrowed.add(title);
        return name + " borrows " + title;
    }

    void returnAll() {
        for (String title : borrowed) shelf.giveBack(title);
        borrowed.clear();
    }
}
