// Areas of shapes, used only through what a shape can do; the abstraction's operations are declared only.
class Shape {
  area() { throw new Error("not implemented: area"); }

  name() { throw new Error("not implemented: name"); }
}

class Circle extends Shape {
  constructor(radius) { super(); this._radius = radius; }

  area() { return Math.PI * this._radius ** 2; }

  name() { return "circle"; }
}

class Square extends Shape {
  constructor(side) { super(); this._side = side; }

  area() { return this._side ** 2; }

  name() { return "square"; }
}

function totalArea(shapes) { return shapes.reduce((sum, shape) => sum + shape.area(), 0); }

const shapes = [new Circle(1), new Square(2)];
for (const shape of shapes) console.log(`${shape.name()}: ${shape.area().toFixed(2)}`);
console.log(totalArea(shapes));
