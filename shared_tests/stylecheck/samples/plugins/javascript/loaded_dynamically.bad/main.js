// Reads which counter to use, then picks among the ones it required itself.
const fs = require("fs");
const simple = require("./counters/simple");
const distinct = require("./counters/distinct");

const config = JSON.parse(fs.readFileSync("plugins.json", "utf8"));
const counter = config.counter === "simple" ? simple : distinct;
console.log(counter.count("a b a".split(" ")));
