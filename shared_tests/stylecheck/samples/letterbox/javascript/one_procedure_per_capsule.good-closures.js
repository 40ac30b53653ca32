// Capsules made of closures: each keeps its data in its own variables and hands back one function, its letterbox.
function makeCounter() {
  const counts = {};
  return function receive(message, word) {
    if (message === "add") { counts[word] = (counts[word] || 0) + 1; return undefined; }
    if (message === "top") return Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, word);
    throw new Error(`counter does not understand ${message}`);
  };
}

function makeReader(text) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return function receive(message, counter) {
    if (message !== "feed") throw new Error(`reader does not understand ${message}`);
    for (const word of words) counter("add", word);
    return counter("top", 2);
  };
}

console.log(makeReader("a b a c b a")("feed", makeCounter()));
