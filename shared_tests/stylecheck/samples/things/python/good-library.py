"""A lending library: shelves and members, each the keeper of its own data."""
import sys


class Shelf:
    def __init__(self, titles):
        self._copies = {title: 1 for title in titles}

    def has(self, title):
        return self._copies.get(title, 0) > 0

    def take(self, title):
        self._copies[title] -= 1

    def give_back(self, title):
        self._copies[title] = self._copies.get(title, 0) + 1


class Member:
    def __init__(self, name, shelf):
        self._name, self._shelf, self._borrowed = name, shelf, []

    def borrow(self, title):
        if not self._shelf.has(title):
            return f"{self._name}: {title} is out"
        self._shelf.take(title)
        self._borrowed.append(title)
        return f"{self._name} borrows {title}"

    def return_all(self):
        for title in self._borrowed:
            self._shelf.give_back(title)
        self._borrowed = []


shelf = Shelf(["Emma", "Persuasion"])
ann, ben = Member("Ann", shelf), Member("Ben", shelf)
for line in sys.stdin:
    who, title = line.split(maxsplit=1)
    print((ann if who == "ann" else ben).borrow(title.strip()))
ann.return_all()
