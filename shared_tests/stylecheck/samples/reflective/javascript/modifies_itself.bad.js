// Looks at itself, but never changes or adds anything.
function twice(x) { return 2 * x; }

function thrice(x) { return 3 * x; }

for (const step of [twice, thrice]) console.log(step.name, step.length, step(7));
