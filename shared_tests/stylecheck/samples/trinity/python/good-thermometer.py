"""Temperature readings: the readings are the model, a bar chart the view, the console the controller."""

import sys


class Readings:
    def __init__(self):
        self.values = []

    def add(self, value):
        self.values.append(value)

    def highest(self):
        return max(self.values, default=0.0)


class BarChart:
    def __init__(self, readings):
        self._readings = readings

    def draw(self):
        top = self._readings.highest() or 1.0
        for value in self._readings.values[-5:]:
            print(f"{value:6.1f} {'#' * round(20 * value / top)}")


class Console:
    def __init__(self, readings, chart):
        self._readings, self._chart = readings, chart

    def run(self):
        for line in sys.stdin:
            try:
                self._readings.add(float(line))
            except ValueError:
                print("not a number:", line.strip())
                continue
            self._chart.draw()


readings = Readings()
Console(readings, BarChart(readings)).run()
