// Total sales per region: the sales and the regions are tables, a view answers, the program only asks it.
const { DatabaseSync } = require("node:sqlite");
const readline = require("node:readline");

const db = new DatabaseSync(":memory:");
db.exec(`
  CREATE TABLE regions (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
  CREATE TABLE sales (region_id INTEGER REFERENCES regions(id), amount REAL);
  CREATE VIEW totals AS
    SELECT regions.name AS region, SUM(amount) AS total FROM sales JOIN regions ON sales.region_id = regions.id
    GROUP BY regions.name;
`);
const addRegion = db.prepare("INSERT OR IGNORE INTO regions (name) VALUES (?)");
const addSale = db.prepare("INSERT INTO sales SELECT id, ? FROM regions WHERE name = ?");

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const [region, amount] = line.trim().split(/\s+/);
  addRegion.run(region);
  addSale.run(Number(amount), region);
});
lines.on("close", () => {
  for (const row of db.prepare("SELECT region, total FROM totals ORDER BY total DESC").all()) {
    console.log(`${row.region} ${row.total.toFixed(2)}`);
  }
});
