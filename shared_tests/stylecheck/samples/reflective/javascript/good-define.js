// Unit conversions added to a class at run time from a table, then found by reading the class.
class Converter {}

const RATES = { kmToMiles: 0.621371, kgToPounds: 2.20462 };
for (const [name, rate] of Object.entries(RATES)) {
  Object.defineProperty(Converter.prototype, name, { value: (amount) => amount * rate });
}

const converter = new Converter();
for (const name of Object.getOwnPropertyNames(Converter.prototype)) {
  if (name !== "constructor") console.log(name, converter[name](10));
}
