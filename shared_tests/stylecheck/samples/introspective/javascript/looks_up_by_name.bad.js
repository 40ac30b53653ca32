// Reads facts about itself, but never finds what to run by a name it builds.
function whereAmI() { return whereAmI.name; }

console.log(whereAmI(), whereAmI.length);
