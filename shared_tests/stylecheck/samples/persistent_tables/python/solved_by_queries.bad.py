# The words sit in a table, but the counting is done in Python over the rows it fetched.
import sqlite3
import sys

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE words (word TEXT)")
db.executemany("INSERT INTO words VALUES (?)", ((w,) for w in open(sys.argv[1]).read().lower().split()))
counts = {}
for (word,) in db.execute("SELECT word FROM words"):
    counts[word] = counts.get(word, 0) + 1
for word, count in sorted(counts.items(), key=lambda pair: -pair[1])[:10]:
    print(word, count)
