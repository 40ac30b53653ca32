// Word counting whose functions declare their argument types to a run-time checker that wraps them.
function typed(types, fn) {
  return function checked(...args) {
    types.forEach((type, i) => {
      const ok = typeof type === "string" ? typeof args[i] === type : args[i] instanceof type;
      if (!ok) throw new TypeError(`${fn.name} expects ${type.name || type} as argument ${i}`);
    });
    return fn(...args);
  };
}

const words = typed(["string"], function words(text) {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
});

const countWords = typed([Array], function countWords(list) {
  const counts = {};
  for (const word of list) counts[word] = (counts[word] || 0) + 1;
  return counts;
});

console.log(countWords(words("a b a c")));
