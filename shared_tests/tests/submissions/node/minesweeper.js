// Minesweeper (SPEC.md R1-R10) in plain Node.js: a sample submission for the grader's class-mode tests.
// Run: node minesweeper.js BOARD.cfg
"use strict";
const fs = require("fs");

function fail(code, text) {
  try { fs.writeSync(2, text + "\n"); } catch (e) { /* standard error closed: the exit code still says it */ }
  process.exit(code);
}

function write(text) {
  const data = Buffer.from(text, "utf8");
  let done = 0;
  while (done < data.length) {
    try {
      done += fs.writeSync(1, data, done);
    } catch (e) {
      if (e.code === "EAGAIN") continue;
      if (e.code === "EPIPE") process.exit(1); // the reader went away (R10.2): quietly
      fail(74, `error: standard output: cannot write (${e.code})`); // a full disk, a stream opened for reading (R10.5)
    }
  }
}

const path = process.argv[2];
if (path === undefined) fail(1, "usage: node minesweeper.js BOARD.cfg");
const name = path.slice(path.lastIndexOf("/") + 1);
if (name.length <= 4 || name.slice(-4).toLowerCase() !== ".cfg") fail(2, `error: ${path}: the file name must be <name>.cfg`);
let info;
try {
  info = fs.statSync(path);
} catch (e) {
  if (e.code === "ENOENT" || e.code === "ENOTDIR") fail(1, `error: ${path}: no such file`);
  fail(2, `error: ${path}: cannot look up the file (${e.code})`);
}
if (!info.isFile()) fail(2, `error: ${path}: not a regular file`);
const content = Buffer.alloc(421);
let size = 0;
try {
  const fd = fs.openSync(path, "r");
  let got;
  while (size < 421 && (got = fs.readSync(fd, content, size, 421 - size, null)) > 0) size += got;
  fs.closeSync(fd);
} catch (e) {
  fail(2, `error: ${path}: cannot read the file (${e.code})`);
}
const text = content.subarray(0, size).toString("latin1");
let problem = "";
if (size > 420) problem = "the file is too large for a 20x20 board";
else if (size === 0 || /[^.*\n]/.test(text)) problem = "the board may only hold '.', '*' and newlines";
else if (!text.endsWith("\n")) problem = "every row must end with a newline";
const lines = text.slice(0, -1).split("\n");
const rows = lines.length, columns = lines[0].length;
if (!problem && lines.some((line) => line.length === 0)) problem = "the board has an empty row";
if (!problem && lines.some((line) => line.length !== columns)) problem = "all rows must have the same length";
if (!problem && (rows > 20 || columns > 20)) problem = "the board may have at most 20 rows and 20 columns";
if (!problem && rows * columns < 2) problem = "the board needs at least two squares";
if (!problem && !text.includes(".")) problem = "the board needs at least one square without a mine";
if (problem) fail(2, `error: ${path}: invalid board: ${problem}`);

const mine = lines.map((line) => [...line].map((c) => c === "*"));
const open = lines.map((line) => [...line].map(() => false));
const flag = lines.map((line) => [...line].map(() => false));
const around = (r, c) => {
  const out = [];
  for (let i = Math.max(0, r - 1); i <= Math.min(rows - 1, r + 1); i++)
    for (let j = Math.max(0, c - 1); j <= Math.min(columns - 1, c + 1); j++) if (i !== r || j !== c) out.push([i, j]);
  return out;
};
const number = (r, c) => around(r, c).filter(([i, j]) => mine[i][j]).length;
let safeLeft = mine.flat().filter((m) => !m).length;
let lost = false;

function frame(message, prompt) {
  const line = (l, m, r) => l + Array(columns).fill("───").join(m) + r + "\n";
  let out = line("┌", "┬", "┐");
  for (let r = 0; r < rows; r++) {
    if (r > 0) out += line("├", "┼", "┤");
    const cells = [];
    for (let c = 0; c < columns; c++) {
      if (lost && mine[r][c]) cells.push("*");
      else if (open[r][c]) cells.push(number(r, c) ? String(number(r, c)) : "▓");
      else cells.push(flag[r][c] ? "¶" : " ");
    }
    out += "│ " + cells.join(" │ ") + " │\n";
  }
  out += line("└", "┴", "┘");
  const width = Math.max(4 * columns - 1, message.length);
  out += "╔" + "═".repeat(width) + "╗\n║" + message.padEnd(width) + "║\n╚" + "═".repeat(width) + "╝\n";
  write(prompt ? out + ">" : out);
}

// Standard input, one line at a time (bytes; a line may be of any length).
let pending = Buffer.alloc(0), ended = false;
const chunk = Buffer.alloc(65536);
function readLine() {
  for (;;) {
    const end = pending.indexOf(10);
    if (end >= 0) {
      const line = pending.subarray(0, end);
      pending = pending.subarray(end + 1);
      return line.length && line[line.length - 1] === 13 ? line.subarray(0, -1) : line;
    }
    if (ended) {
      if (!pending.length) return null;
      const line = pending;
      pending = Buffer.alloc(0);
      return line;
    }
    let got = 0;
    try {
      got = fs.readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") continue;
      fail(74, `error: standard input: cannot read (${e.code})`); // a stream opened for writing (R10.5)
    }
    if (got === 0) ended = true;
    else pending = Buffer.concat([pending, chunk.subarray(0, got)]);
  }
}

function parse(line) {
  const fields = line.toString("latin1").replace(/^ +| +$/g, "").split(/ +/);
  if (fields.length !== 3 || !/^[0-9]+$/.test(fields[0]) || !/^[0-9]+$/.test(fields[1])) return null;
  if (fields[2] !== "R" && fields[2] !== "F") return null;
  const [r, c] = fields.slice(0, 2).map((f) => f.replace(/^0+/, ""));
  if (r.length > 2 || c.length > 2) return null;
  const row = Number(r || "0"), column = Number(c || "0");
  if (row < 1 || row > rows || column < 1 || column > columns) return null;
  return [row - 1, column - 1, fields[2]];
}

let message = "";
for (;;) {
  frame(message, true);
  const line = readLine();
  if (line === null) {
    frame("Not enough inputs!", false);
    break;
  }
  const move = parse(line);
  if (move === null) {
    message = "The provided input is not valid!";
    continue;
  }
  message = "";
  const [row, column, action] = move;
  if (open[row][column]) continue;
  if (action === "F") {
    flag[row][column] = !flag[row][column];
    continue;
  }
  if (mine[row][column]) {
    lost = true;
    frame("You Lost!", false);
    break;
  }
  const waiting = [[row, column]];
  while (waiting.length) {
    const [r, c] = waiting.pop();
    if (open[r][c]) continue;
    open[r][c] = true;
    flag[r][c] = false;
    safeLeft--;
    if (number(r, c) === 0) waiting.push(...around(r, c).filter(([i, j]) => !open[i][j]));
  }
  if (safeLeft === 0) {
    frame("You Won!", false);
    break;
  }
}
process.exit(0);
