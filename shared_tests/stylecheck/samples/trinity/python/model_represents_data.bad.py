# The model prints its own data: the rendition is in the model, and the "view" only asks it to.
import sys


class Readings:
    def __init__(self):
        self.values = []

    def add(self, value):
        self.values.append(value)

    def print_chart(self):
        for value in self.values[-5:]:
            print(f"{value:6.1f} {'#' * round(value)}")


class Chart:
    def __init__(self, readings):
        self._readings = readings

    def draw(self):
        self._readings.print_chart()


class Console:
    def __init__(self, readings, chart):
        self._readings, self._chart = readings, chart

    def run(self):
        for line in sys.stdin:
            self._readings.add(float(line))
            self._chart.draw()


readings = Readings()
Console(readings, Chart(readings)).run()
