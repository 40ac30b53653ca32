// The handlers talk to the user themselves: no separation between the user interface and the server.
const fs = require("fs");

const notes = [];
const handlers = {
  post_note: () => {
    const text = fs.readFileSync(0, "utf8").trim();
    notes.push(text);
    console.log("saved", text);
    return ["get", "notes"];
  },
  get_notes: () => {
    console.log(notes.join("\n"));
    return ["post", "note"];
  },
};

let request = ["get", "notes"];
for (let i = 0; i < 3; i++) request = handlers[request.join("_")]();
