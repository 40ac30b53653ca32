"use strict";
// Checks in a dispatch table, called with an identity continuation to get their answer back: direct style in
// disguise; and a step that goes on working after its continuation.
const isLong = (text, then) => then(text.split(" ").length > 100);
const isShouting = (text, then) => then(text === text.toUpperCase());
const CHECKS = { long: isLong, shouting: isShouting };

function checkAll(text, then) {
  const found = Object.keys(CHECKS).filter((name) => CHECKS[name](text, (answer) => answer));
  then(found);
  console.log("checked", Object.keys(CHECKS).length);
}

checkAll(process.argv.slice(2).join(" "), console.log);
