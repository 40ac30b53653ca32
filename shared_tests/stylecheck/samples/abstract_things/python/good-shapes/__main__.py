"""Areas of shapes, used only through what a shape can do."""
from .abstractions import Shape
from .shapes import Circle, Square


def total_area(shapes: list[Shape]) -> float:
    return sum(shape.area() for shape in shapes)


def describe(shape: Shape) -> str:
    return f"{shape.name()}: {shape.area():.2f}"


def main():
    shapes = [Circle(1.0), Square(2.0)]
    for shape in shapes:
        print(describe(shape))
    print(total_area(shapes))


main()
