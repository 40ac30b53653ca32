// Loads its counter by a computed path, but the name is written in the program: nothing outside chooses it.
const path = require("path");

const CHOICE = "simple";
const counter = require(path.join(__dirname, "counters", CHOICE));
console.log(counter.count("a b a".split(" ")));
