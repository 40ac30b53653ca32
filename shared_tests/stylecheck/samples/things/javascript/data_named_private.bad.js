// A thermometer whose data is public by name, though nobody reads it from outside.
class Thermometer {
  constructor() { this.readings = []; }

  record(degrees) { this.readings.push(degrees); }

  mean() { return this.readings.reduce((a, b) => a + b, 0) / this.readings.length; }
}

class Room extends Thermometer {
  warmest() { return Math.max(...this.readings); }
}

const room = new Room();
room.record(19.5);
room.record(21);
console.log(room.mean(), room.warmest());
