// Queries, but no table: the words go in as one JSON value and are never placed in a relation.
const { DatabaseSync } = require("node:sqlite");
const fs = require("fs");

const words = fs.readFileSync(process.argv[2], "utf8").toLowerCase().split(/\s+/);
const db = new DatabaseSync(":memory:");
const query = db.prepare("SELECT value, COUNT(*) AS n FROM json_each(?) GROUP BY value ORDER BY n DESC LIMIT 10");
for (const row of query.all(JSON.stringify(words))) {
  console.log(row.value, row.n);
}
