# Formulas are written next to the data, but nothing ever applies them: the program works each value out again.
import sys

cells = {
    "price": [0.0, None],
    "quantity": [0, None],
    "total": [0.0, lambda: cells["price"][0] * cells["quantity"][0]],
    "tax": [0.0, lambda: cells["total"][0] * 0.2],
}
for line in sys.stdin:
    name, value = line.split()
    cells[name][0] = float(value)
    cells["total"][0] = cells["price"][0] * cells["quantity"][0]
    cells["tax"][0] = cells["total"][0] * 0.2
    print(cells["total"][0], cells["tax"][0])
