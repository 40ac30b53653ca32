"use strict";
// A sequence of commands, each a procedure, but they share nothing: each works on its own data.
function greet() {
  console.log("hello,", process.argv[2] || "world");
}

function countArguments() {
  const count = process.argv.length - 2;
  console.log(count, "arguments");
}

function showPlatform() {
  console.log("running on", process.platform);
}

greet();
countArguments();
showPlatform();
