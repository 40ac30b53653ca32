// Nothing checks the types while the program runs.
function words(text) { return text.toLowerCase().split(/\s+/); }

function countWords(list) { return list.length; }

console.log(countWords(words("a b a c")));
