exports.apply = (line) => line.toUpperCase();
