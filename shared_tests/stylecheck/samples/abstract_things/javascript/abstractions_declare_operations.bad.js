// Classes that share a base, but the base declares nothing a vehicle can do.
class Vehicle {
  constructor() { this._kind = "vehicle"; }
}

class Bike extends Vehicle {
  wheels() { return 2; }
}

class Car extends Vehicle {
  wheels() { return 4; }
}

console.log([new Bike(), new Car()].reduce((sum, v) => sum + v.wheels(), 0));
