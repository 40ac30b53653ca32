// Loads the configured counter by name, but also requires an implementation itself.
const fs = require("fs");
const path = require("path");
const simple = require("./counters/simple");

const config = JSON.parse(fs.readFileSync("plugins.json", "utf8"));
const counter = require(path.join(__dirname, "counters", config.counter));
console.log(counter.count(["a"]), simple.count(["a"]));
