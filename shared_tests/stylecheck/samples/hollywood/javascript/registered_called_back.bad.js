// Handlers are registered, but nobody ever calls them back.
class Alarm {
  constructor() { this._handlers = []; }

  register(handler) { this._handlers.push(handler); }

  count() { return this._handlers.length; }
}

class Sleeper {
  constructor(alarm) { alarm.register(() => this._wake()); }

  _wake() { console.log("awake"); }
}

const alarm = new Alarm();
new Sleeper(alarm);
console.log(alarm.count());
