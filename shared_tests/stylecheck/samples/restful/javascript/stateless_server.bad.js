// The server remembers where the client was: the position is kept between requests.
const fs = require("fs");
const readline = require("node:readline");

let position = 0;
const handlers = {
  get_next: ([path]) => {
    const lines = fs.readFileSync(path, "utf8").split("\n");
    position += 1;
    return [lines[position - 1] || "", ["get", "next", [path]]];
  },
};

let request = ["get", "next", [process.argv[2]]];
readline.createInterface({ input: process.stdin }).on("line", () => {
  const [text, next] = handlers[`${request[0]}_${request[1]}`](request[2]);
  console.log(text);
  request = next;
});
