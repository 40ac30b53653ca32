# A model and a view, but the model reads the input itself: nothing takes the user's input and updates the model.
import sys


class Readings:
    def __init__(self):
        self.values = []

    def load(self):
        self.values = [float(line) for line in sys.stdin]


class Chart:
    def __init__(self, readings):
        self._readings = readings

    def draw(self):
        for value in self._readings.values:
            print(f"{value:6.1f} {'#' * round(value)}")


readings = Readings()
readings.load()
Chart(readings).draw()
