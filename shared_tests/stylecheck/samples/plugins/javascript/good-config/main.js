// Counts words with the counter a configuration file names: the main program knows no implementation.
const fs = require("fs");
const path = require("path");

const config = JSON.parse(fs.readFileSync(path.join(__dirname, "plugins.json"), "utf8"));
const counter = require(path.join(__dirname, "counters", config.counter));
console.log(counter.count("a b a c".split(" ")));
