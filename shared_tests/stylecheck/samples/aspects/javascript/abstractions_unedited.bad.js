// A woven aspect, but the function knows its advice: it calls the log itself too.
function log(what) { console.error("log:", what); }

function traced(name, fn) {
  return (...args) => { log(name); return fn(...args); };
}

const maths = {
  doubled(x) { log("doubled by hand"); return 2 * x; },
};

maths.doubled = traced("doubled", maths.doubled);
console.log(maths.doubled(21));
