"use strict";
// Word statistics of stdin: the state is one shared object that each step fills in; the steps are a list run in order.
const fs = require("fs");

const state = { text: "", words: [], longest: "", counts: {} };

const readInput = () => {
  state.text = fs.readFileSync(0, "utf8");
};
const splitWords = () => {
  state.words = state.text.toLowerCase().split(" ").filter((w) => w.length > 0);
};
const findLongest = () => {
  for (const word of state.words) if (word.length > state.longest.length) state.longest = word;
};
const countWords = () => {
  for (const word of state.words) state.counts[word] = (state.counts[word] || 0) + 1;
};
const show = () => {
  console.log(state.words.length, "words; the longest:", state.longest);
};

readInput();
splitWords();
findLongest();
countWords();
show();
