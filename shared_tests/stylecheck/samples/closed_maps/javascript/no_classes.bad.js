// Objects of procedures, beside a class that is a thing of its own.
class Clock {
  constructor() { this._ticks = 0; }

  tick() { this._ticks += 1; return this._ticks; }
}

const clock = new Clock();
const alarm = {
  at: 3,
  check() { return clock.tick() >= this.at ? "ring" : "quiet"; },
};
const log = {
  lines: [],
  add(line) { this.lines.push(line); },
};
for (let i = 0; i < 4; i += 1) log.add(alarm.check());
console.log(log.lines);
