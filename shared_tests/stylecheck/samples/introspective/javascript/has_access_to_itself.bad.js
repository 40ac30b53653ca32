// A plain program: nothing in it looks at itself.
function countWords(text) { return text.split(/\s+/).filter(Boolean).length; }

console.log(countWords("a b a c"));
