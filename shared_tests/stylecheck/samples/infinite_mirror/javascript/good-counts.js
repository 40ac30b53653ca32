"use strict";
// Word counts of the arguments by induction: an empty list counts nothing, a list counts its head then its tail.
const count = ([head, ...tail], counts) =>
  head === undefined ? counts : count(tail, { ...counts, [head]: (counts[head] || 0) + 1 });

const show = ([first, ...rest]) => {
  if (first === undefined) return;
  console.log(first[0], "-", first[1]);
  show(rest);
};

show(Object.entries(count(process.argv.slice(2), {})));
