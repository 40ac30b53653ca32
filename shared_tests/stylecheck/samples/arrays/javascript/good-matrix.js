"use strict";
// Column means and the transposed matrix of rows given as "1,2,3" arguments: whole-array operations only.
const rows = process.argv.slice(2).map((row) => row.split(",").map(Number));
const transpose = (matrix) => (matrix.length ? matrix[0].map((_, c) => matrix.map((row) => row[c])) : []);
const sum = (values) => values.reduce((a, b) => a + b, 0);
const columns = transpose(rows);
console.log(columns.map((column) => sum(column) / column.length));
console.log(columns.map((column) => column.join(" ")).join("\n"));
