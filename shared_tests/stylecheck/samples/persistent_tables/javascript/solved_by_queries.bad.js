// The words are in a table, but the counting happens in JavaScript over the fetched rows.
const { DatabaseSync } = require("node:sqlite");
const fs = require("fs");

const db = new DatabaseSync(":memory:");
db.exec("CREATE TABLE words (word TEXT)");
const insert = db.prepare("INSERT INTO words VALUES (?)");
for (const word of fs.readFileSync(process.argv[2], "utf8").toLowerCase().split(/\s+/)) {
  insert.run(word);
}
const counts = {};
for (const row of db.prepare("SELECT word FROM words").all()) {
  counts[row.word] = (counts[row.word] || 0) + 1;
}
console.log(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 10));
