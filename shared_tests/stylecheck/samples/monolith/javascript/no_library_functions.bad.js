"use strict";
// No function of its own, but the library does the work: a regular expression finds, sorts and groups the letters.
const fs = require("fs");

const letters = fs.readFileSync(process.argv[2], "utf8").toLowerCase().match(/[a-z]/g) || [];
letters.sort();
console.log(letters.join("").replace(/(.)\1*/g, "$& ").trim());
