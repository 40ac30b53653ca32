// Reads its own functions' names, and adds a new one under a computed name.
const steps = {
  shout(text) { return text.toUpperCase(); },
  whisper(text) { return text.toLowerCase(); },
};

for (const name of Object.keys(steps)) console.log(name, steps[name].name);
Object.defineProperty(steps, "mumble", { value: (text) => text.slice(0, 3) });
console.log(steps.mumble("hello"));
