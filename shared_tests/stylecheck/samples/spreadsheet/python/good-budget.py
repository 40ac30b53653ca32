"""A household budget as a sheet: typing a new amount recomputes every cell that depends on it."""

import sys


class Sheet:
    def __init__(self):
        self.values, self.formulas, self.order = {}, {}, []

    def enter(self, name, value):
        self.values[name] = value
        self.recalculate()

    def define(self, name, formula):
        self.formulas[name] = formula
        self.order.append(name)
        self.recalculate()

    def recalculate(self):
        for name in self.order:
            self.values[name] = self.formulas[name](self.values)


sheet = Sheet()
for item in ("rent", "food", "travel", "income"):
    sheet.enter(item, 0.0)
sheet.define("spent", lambda v: v["rent"] + v["food"] + v["travel"])
sheet.define("left", lambda v: v["income"] - v["spent"])
sheet.define("warning", lambda v: "over budget" if v["left"] < 0 else "")
for line in sys.stdin:
    item, amount = line.split()
    sheet.enter(item, float(amount))
    print(f"spent {sheet.values['spent']:.2f}, left {sheet.values['left']:.2f} {sheet.values['warning']}")
