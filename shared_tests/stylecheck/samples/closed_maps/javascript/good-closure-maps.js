// A to-do list as a Map whose function values close over the map itself.
const todo = new Map();
todo.set("tasks", []);
todo.set("add", (task) => todo.get("tasks").push({ task, done: false }));
todo.set("finish", (task) => todo.get("tasks").filter((e) => e.task === task).forEach((e) => { e.done = true; }));
todo.set("report", () => todo.get("tasks").map((e) => (e.done ? "x " : "  ") + e.task));

const printer = new Map();
printer.set("show", (lines) => console.log(lines.join("\n")));

todo.get("add")("sweep");
todo.get("add")("cook");
todo.get("finish")("cook");
printer.get("show")(todo.get("report")());
