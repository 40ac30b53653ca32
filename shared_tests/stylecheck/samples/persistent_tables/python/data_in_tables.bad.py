# Queries, but no table: the words travel as one JSON value and are never placed in a relation.
import json
import sqlite3
import sys

words = open(sys.argv[1]).read().lower().split()
db = sqlite3.connect(":memory:")
query = "SELECT value, COUNT(*) AS n FROM json_each(?) GROUP BY value ORDER BY n DESC LIMIT 10"
for word, count in db.execute(query, (json.dumps(words),)):
    print(word, count)
