# Plain functions, called by the program: no cell holds a formula.
import sys


def spent(budget):
    return budget["rent"] + budget["food"]


def left(budget):
    return budget["income"] - spent(budget)


budget = {"rent": 0.0, "food": 0.0, "income": 0.0}
for line in sys.stdin:
    item, amount = line.split()
    budget[item] = float(amount)
    print(spent(budget), left(budget))
