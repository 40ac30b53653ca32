// Concurrent units, but the main thread hands each its words directly, and reads its result directly.
async function measure(words) {
  let total = 0;
  for (const w of words) {
    await new Promise((r) => setImmediate(r));
    total += w.length;
  }
  return total;
}

(async () => {
  const words = process.argv.slice(2);
  const half = Math.ceil(words.length / 2);
  const totals = await Promise.all([measure(words.slice(0, half)), measure(words.slice(half))]);
  console.log(totals[0] + totals[1]);
})();
