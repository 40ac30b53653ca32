// A thermostat in inversion of control: entities made of closures, callbacks given as functions.
function makeSensor() {
  const listeners = [];
  return {
    onReading(callback) { listeners.push(callback); },
    feed(values) { values.forEach((value) => listeners.forEach((listener) => listener(value))); },
  };
}

function makeHeater(sensor) {
  let on = false;
  sensor.onReading((degrees) => { on = degrees < 19; });
  sensor.onReading((degrees) => console.log(`${degrees} -> heater ${on ? "on" : "off"}`));
}

const sensor = makeSensor();
makeHeater(sensor);
sensor.feed([21, 18.5, 19.5]);
