# Word lengths of a text, kept in a file database between runs; each question is a query.
import os
import sqlite3
import sys
import tempfile

path = os.path.join(tempfile.gettempdir(), "lengths.sqlite")
connection = sqlite3.connect(path)
cursor = connection.cursor()
cursor.execute("CREATE TABLE IF NOT EXISTS texts (id INTEGER PRIMARY KEY, name TEXT)")
cursor.execute("CREATE TABLE IF NOT EXISTS tokens (text_id INTEGER REFERENCES texts(id), token TEXT)")
cursor.execute("INSERT INTO texts (name) VALUES (?)", (sys.argv[1],))
text_id = cursor.lastrowid
with open(sys.argv[1]) as source:
    for line in source:
        cursor.executemany("INSERT INTO tokens VALUES (?, ?)", [(text_id, t) for t in line.split()])
connection.commit()
cursor.execute(
    "SELECT length(token) AS size, COUNT(*) FROM tokens WHERE text_id = ? GROUP BY size ORDER BY size", (text_id,)
)
row = cursor.fetchone()
while row is not None:
    print(row[0], row[1])
    row = cursor.fetchone()
connection.close()
