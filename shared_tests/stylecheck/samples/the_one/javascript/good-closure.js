"use strict";
// The One as a closure: unit(value) gives an object of two functions over the value it keeps.
const unit = (value) => ({ bind: (fn) => unit(fn(value)), unwrap: () => value });

const words = (text) => text.toLowerCase().split(" ").filter(Boolean);
const distinct = (list) => [...new Set(list)].sort();
const joined = (list) => list.join(" ");

console.log(unit(process.argv.slice(2).join(" ")).bind(words).bind(distinct).bind(joined).unwrap());
