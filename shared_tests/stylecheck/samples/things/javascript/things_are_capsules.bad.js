// Word counting in plain functions: no capsule keeps any data.
function words(text) { return text.toLowerCase().split(/\s+/); }

function tally(list) {
  const counts = {};
  for (const word of list) counts[word] = (counts[word] || 0) + 1;
  return counts;
}

console.log(tally(words("a b a c")));
