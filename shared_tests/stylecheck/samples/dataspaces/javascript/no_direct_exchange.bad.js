// Concurrent units take words from a space, but write their counts straight into a shared object.
const words = [];
const counts = {};

async function counter() {
  while (words.length) {
    const w = words.shift();
    await new Promise((r) => setImmediate(r));
    counts[w] = (counts[w] || 0) + 1;
  }
}

(async () => {
  process.argv.slice(2).forEach((w) => words.push(w.toLowerCase()));
  await Promise.all([counter(), counter()]);
  console.log(counts);
})();
