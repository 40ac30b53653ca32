"use strict";
// A to-do list driven by the commands given as arguments ("add:TEXT", "done:N", "list"): one body, nothing named.
const items = [];
const finished = [];
for (const command of process.argv.slice(2)) {
  if (command.startsWith("add:")) {
    items.push(command.slice(4));
    finished.push(false);
  } else if (command.startsWith("done:")) {
    const number = Number(command.slice(5));
    if (number >= 1 && number <= items.length) finished[number - 1] = true;
    else console.log("no such item: " + number);
  } else if (command === "list") {
    for (let i = 0; i < items.length; i++) {
      console.log(i + 1 + ". [" + (finished[i] ? "x" : " ") + "] " + items[i]);
    }
  } else {
    console.log("unknown command: " + command);
  }
}
