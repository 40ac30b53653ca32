// Paging through a file: the page travels in every request; each answer links to the next page.
const fs = require("fs");
const readline = require("node:readline");

function handleRequest(request) {
  const { method, path, page = 0 } = JSON.parse(request);
  if (method === "GET" && path.startsWith("/files/")) {
    const lines = fs.readFileSync(path.slice("/files/".length), "utf8").split("\n");
    const shown = lines.slice(page * 10, page * 10 + 10);
    const links = shown.length ? { next: { method: "GET", path, page: page + 1 } } : {};
    return JSON.stringify({ lines: shown, links });
  }
  return JSON.stringify({ error: "not found", links: {} });
}

let request = { method: "GET", path: `/files/${process.argv[2]}` };
const show = () => {
  const response = JSON.parse(handleRequest(JSON.stringify(request)));
  console.log((response.lines || [response.error]).join("\n"));
  request = response.links.next;
};
show();
readline.createInterface({ input: process.stdin }).on("line", () => request && show());
