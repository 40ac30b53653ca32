// Word frequencies with better-sqlite3: documents and words, one GROUP BY answers.
const Database = require("better-sqlite3");
const fs = require("fs");

const db = new Database("words.db");
db.exec("CREATE TABLE IF NOT EXISTS documents (id INTEGER PRIMARY KEY, path TEXT)");
db.exec("CREATE TABLE IF NOT EXISTS words (document_id INTEGER REFERENCES documents(id), word TEXT)");
const documentId = db.prepare("INSERT INTO documents (path) VALUES (?)").run(process.argv[2]).lastInsertRowid;
const insert = db.prepare("INSERT INTO words VALUES (?, ?)");
const insertAll = db.transaction((words) => words.forEach((w) => insert.run(documentId, w)));
insertAll(fs.readFileSync(process.argv[2], "utf8").toLowerCase().match(/[a-z]{2,}/g) || []);
const top = db
  .prepare("SELECT word, COUNT(*) AS n FROM words WHERE document_id = ? GROUP BY word ORDER BY n DESC LIMIT 25")
  .all(documentId);
top.forEach(({ word, n }) => console.log(`${word} - ${n}`));
