// A lending library: shelves and members, each the keeper of its own data (private fields).
class Shelf {
  #copies = new Map();

  constructor(titles) {
    for (const title of titles) this.#copies.set(title, 1);
  }

  has(title) { return (this.#copies.get(title) || 0) > 0; }

  take(title) { this.#copies.set(title, this.#copies.get(title) - 1); }

  giveBack(title) { this.#copies.set(title, (this.#copies.get(title) || 0) + 1); }
}

class Member {
  #name; #shelf; #borrowed = [];

  constructor(name, shelf) { this.#name = name; this.#shelf = shelf; }

  borrow(title) {
    if (!this.#shelf.has(title)) return `${this.#name}: ${title} is out`;
    this.#shelf.take(title);
    this.#borrowed.push(title);
    return `${this.#name} borrows ${title}`;
  }

  returnAll() {
    for (const title of this.#borrowed) this.#shelf.giveBack(title);
    this.#borrowed = [];
  }
}

const shelf = new Shelf(["Emma", "Persuasion"]);
const ann = new Member("Ann", shelf);
const ben = new Member("Ben", shelf);
console.log(ann.borrow("Emma"), ben.borrow("Emma"));
ann.returnAll();
console.log(ben.borrow("Emma"));
