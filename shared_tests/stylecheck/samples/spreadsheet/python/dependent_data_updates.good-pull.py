# A sheet that works a formula cell out when it is read: data typed in shows in every dependent cell at once.
import sys


class Cell:
    def __init__(self, value=None, formula=None):
        self.value, self.formula = value, formula

    def read(self):
        return self.formula() if self.formula else self.value


celsius = Cell(0.0)
fahrenheit = Cell(formula=lambda: celsius.read() * 9 / 5 + 32)
kelvin = Cell(formula=lambda: celsius.read() + 273.15)
for line in sys.stdin:
    celsius.value = float(line)
    print(fahrenheit.read(), kelvin.read())
