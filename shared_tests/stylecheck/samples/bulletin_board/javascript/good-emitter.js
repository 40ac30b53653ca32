// An order desk over an event manager of plain functions; entities are closures posting wanted and offered.
const wanted = {};

function on(kind, handler) { (wanted[kind] = wanted[kind] || []).push(handler); }

function offer(kind, event) { (wanted[kind] || []).forEach((handler) => handler(event)); }

function kitchen() {
  on("order", (dish) => offer("ready", dish));
}

function waiter() {
  const served = [];
  on("ready", (dish) => { served.push(dish); console.log("served", dish, served.length); });
}

kitchen();
waiter();
["soup", "pie"].forEach((dish) => offer("order", dish));
