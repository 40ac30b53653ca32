// Loads every filter found in a folder (from the environment, or filters/) and applies each to a line.
const fs = require("fs");
const path = require("path");

const folder = process.env.FILTERS || path.join(__dirname, "filters");
const filters = fs.readdirSync(folder).filter((f) => f.endsWith(".js")).sort().map((f) => require(path.join(folder, f)));
let line = "  Hello Plugins  ";
for (const filter of filters) line = filter.apply(line);
console.log(line);
