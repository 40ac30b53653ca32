// Units that run concurrently on the event loop, meeting only in two spaces: a space of words, one of lengths.
class Space {
  constructor() {
    this.items = [];
    this.waiters = [];
  }

  put(item) {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  take(timeoutMs = 200) {
    if (this.items.length) return Promise.resolve(this.items.shift());
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      setTimeout(() => resolve(null), timeoutMs);
    });
  }
}

const words = new Space();
const lengths = new Space();

async function measurer() {
  for (let word = await words.take(); word !== null; word = await words.take()) {
    await new Promise((r) => setImmediate(r));
    lengths.put([word, word.length]);
  }
}

(async () => {
  process.argv.slice(2).forEach((w) => words.put(w));
  await Promise.all([measurer(), measurer(), measurer()]);
  const found = [];
  for (let pair = await lengths.take(0); pair !== null; pair = await lengths.take(0)) found.push(pair);
  console.log(found.sort((a, b) => b[1] - a[1]).slice(0, 5));
})();
