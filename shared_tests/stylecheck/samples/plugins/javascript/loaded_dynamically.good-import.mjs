// Loads the counter a configuration file names with a dynamic import(): the main program knows no implementation.
import fs from "fs";
const config = JSON.parse(fs.readFileSync("plugins.json", "utf8"));
const counter = await import(`./counters/${config.counter}.js`);
console.log(counter.count(["a", "b", "a"]));
