"""Which authors have the most books on loan? Books, authors and loans are three tables; one query answers."""

import sqlite3
import sys

SCHEMA = """
CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, author_id INTEGER REFERENCES authors(id));
CREATE TABLE loans (book_id INTEGER REFERENCES books(id), reader TEXT);
"""
MOST_BORROWED = """
SELECT authors.name, COUNT(*) AS borrowed
FROM loans JOIN books ON loans.book_id = books.id JOIN authors ON books.author_id = authors.id
GROUP BY authors.name ORDER BY borrowed DESC, authors.name LIMIT 5
"""


def load(db, lines):
    for line in lines:
        title, author, reader = line.rstrip("\n").split(";")
        db.execute("INSERT OR IGNORE INTO authors (name) VALUES (?)", (author,))
        db.execute(
            "INSERT INTO books (title, author_id) SELECT ?, id FROM authors WHERE name = ?", (title, author)
        )
        db.execute("INSERT INTO loans VALUES (last_insert_rowid(), ?)", (reader,))


with sqlite3.connect(sys.argv[1] if len(sys.argv) > 1 else ":memory:") as db:
    db.executescript(SCHEMA)
    load(db, sys.stdin)
    for name, borrowed in db.execute(MOST_BORROWED):
        print(f"{name}: {borrowed}")
