exports.count = (words) => words.reduce((counts, w) => ({ ...counts, [w]: (counts[w] || 0) + 1 }), {});
