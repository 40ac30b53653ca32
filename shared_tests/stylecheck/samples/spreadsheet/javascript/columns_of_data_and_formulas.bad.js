// Plain functions, called by the program: no cell holds a formula.
const budget = { rent: 0, food: 0, income: 0 };
const spent = (b) => b.rent + b.food;
const left = (b) => b.income - spent(b);

for (let i = 2; i + 1 < process.argv.length; i += 2) {
  budget[process.argv[i]] = Number(process.argv[i + 1]);
  console.log(spent(budget), left(budget));
}
