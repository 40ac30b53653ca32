# The answer is a view over the tables; the program only asks the view for its rows.
import sqlite3
import sys

db = sqlite3.connect(":memory:")
db.executescript(
    """
    CREATE TABLE sales (region TEXT, amount REAL);
    CREATE VIEW totals AS SELECT region, SUM(amount) AS total FROM sales GROUP BY region;
    """
)
for line in sys.stdin:
    region, amount = line.split()
    db.execute("INSERT INTO sales VALUES (?, ?)", (region, float(amount)))
rows = db.execute("SELECT * FROM totals ORDER BY total DESC").fetchall()
print("\n".join(f"{region} {total:.2f}" for region, total in rows))
