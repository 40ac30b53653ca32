exports.apply = (line) => line.trim();
