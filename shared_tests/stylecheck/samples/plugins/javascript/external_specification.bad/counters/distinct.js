exports.count = (words) => new Set(words).size;
