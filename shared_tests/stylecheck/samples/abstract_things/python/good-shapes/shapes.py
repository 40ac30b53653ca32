import math

from .abstractions import Shape


class Circle(Shape):
    def __init__(self, radius):
        self._radius = radius

    def area(self):
        return math.pi * self._radius**2

    def name(self):
        return "circle"


class Square(Shape):
    def __init__(self, side):
        self._side = side

    def area(self):
        return self._side**2

    def name(self):
        return "square"
