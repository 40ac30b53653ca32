// Word counting with constructor functions and prototypes; a filtered tally reuses the tally's procedures.
function Tally() {
  this._counts = {};
}
Tally.prototype.add = function (word) {
  this._counts[word] = (this._counts[word] || 0) + 1;
};
Tally.prototype.most = function (n) {
  return Object.entries(this._counts).sort((a, b) => b[1] - a[1]).slice(0, n);
};

function FilteredTally(ignored) {
  Tally.call(this);
  this._ignored = new Set(ignored);
}
FilteredTally.prototype = Object.create(Tally.prototype);
FilteredTally.prototype.add = function (word) {
  if (!this._ignored.has(word)) Tally.prototype.add.call(this, word);
};

function Text(raw) {
  this._raw = raw;
}
Text.prototype.words = function () { return this._raw.toLowerCase().split(/\s+/).filter(Boolean); };
Text.prototype.size = function () { return this._raw.length; };

const tally = new FilteredTally(["the", "a"]);
const text = new Text("the cat and the hat and a bat");
for (const word of text.words()) tally.add(word);
console.log(text.size(), tally.most(3));
