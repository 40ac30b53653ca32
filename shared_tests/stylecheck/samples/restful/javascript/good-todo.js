// A to-do list: the server keeps the lists (its data) and no conversation; every answer carries its links.
const readline = require("node:readline");

const LISTS = new Map();

const showList = (name) => ({
  text: (LISTS.get(name) || []).map((item) => `- ${item}`).join("\n") || "(empty)",
  links: { add: { method: "POST", path: "/items", name }, home: { method: "GET", path: "/" } },
});

const routes = {
  "GET /": () => ({ text: "Name a list:", links: { create: { method: "POST", path: "/lists" } } }),
  "POST /lists": (body) => {
    LISTS.set(body.name, []);
    return showList(body.name);
  },
  "POST /items": (body) => {
    LISTS.get(body.name).push(body.item);
    return showList(body.name);
  },
};

function serve(request) {
  const handler = routes[`${request.method} ${request.path}`] || routes["GET /"];
  return JSON.stringify(handler(request.body || {}));
}

const rl = readline.createInterface({ input: process.stdin });
let response = JSON.parse(serve({ method: "GET", path: "/" }));
console.log(response.text);
rl.on("line", (line) => {
  const [choice, ...rest] = line.trim().split(" ");
  const link = response.links[choice] || { method: "GET", path: "/" };
  const body = { name: link.name || rest.join(" "), item: rest.join(" ") };
  response = JSON.parse(serve({ method: link.method, path: link.path, body }));
  console.log(response.text);
});
