// Keeps the chapter, but the context goes to the log and the same error travels on (our reading).
const fs = require("fs");

function load(path) {
  if (!path) throw new TypeError("no path");
  try {
    return fs.readFileSync(path, "utf8");
  } catch (error) {
    console.error("cannot read", path);
    throw error;
  }
}

try {
  load("missing.txt");
} catch (error) {
  process.exitCode = 1;
}
