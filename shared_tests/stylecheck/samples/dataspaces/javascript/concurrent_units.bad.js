// Spaces, but one function drains them on its own, start to end: nothing runs concurrently.
const words = [];
const lengths = [];

function measure() {
  while (words.length) {
    const w = words.shift();
    lengths.push([w, w.length]);
  }
}

process.argv.slice(2).forEach((w) => words.push(w));
measure();
console.log(lengths);
