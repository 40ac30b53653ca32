// Registration is there, but one entity also calls another's handler itself.
class Alarm {
  constructor() { this._handlers = []; }

  register(handler) { this._handlers.push(handler); }

  ring() { for (const handler of this._handlers) handler(); }
}

class Sleeper {
  constructor(alarm) { alarm.register(this.wake.bind(this)); }

  wake() { console.log("awake"); }
}

class Cat {
  constructor(sleeper) { this._sleeper = sleeper; }

  pounce() { this._sleeper.wake(); }
}

const alarm = new Alarm();
const sleeper = new Sleeper(alarm);
new Cat(sleeper).pounce();
alarm.ring();
