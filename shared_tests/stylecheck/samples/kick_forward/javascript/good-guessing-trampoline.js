"use strict";
// A guessing game over the arguments (the guesses), continuation-passing; each turn bounces to a trampoline.
const guesses = process.argv.slice(3);
const secret = Number(process.argv[2] || 42);

function trampoline(bounce, then) {
  while (typeof bounce === "function") bounce = bounce();
  return then(bounce);
}

const ask = (game, then) => {
  if (game.turn >= guesses.length) return 1;
  return () => then({ ...game, turn: game.turn + 1 }, guesses[game.turn], ask);
};

const judge = (game, guess, then) => {
  if (Number(guess) === secret) {
    console.log(`right, in ${game.turn} tries`);
    return 0;
  }
  console.log(Number(guess) < secret ? "higher" : "lower");
  return then(game, judge);
};

trampoline(() => ask({ turn: 0 }, judge), (code) => process.exit(code));
