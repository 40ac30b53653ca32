// A client and a stateless server, but the client calls the server's functions by name: no verbs, no links.
const fs = require("fs");
const readline = require("node:readline");

const wordCount = (path) => String(fs.readFileSync(path, "utf8").split(/\s+/).length);
const lineCount = (path) => String(fs.readFileSync(path, "utf8").split("\n").length);

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  const [command, path] = line.trim().split(/\s+/);
  console.log(command === "words" ? wordCount(path) : lineCount(path));
});
