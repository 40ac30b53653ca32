import java.util.*;

/** Areas of shapes, used only through what a shape can do. */
public class Shapes {
    static double totalArea(List<Shape> shapes) {
        double total = 0;
        for (Shape shape : shapes) total += shape.area();
        return total;
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1.0), new Square(2.0));
        for (Shape shape : shapes) System.out.println(shape.name() + ": " + shape.area());
        System.out.println(totalArea(shapes));
    }
}

interface Shape {
    double area();

    String name();
}

class Circle implements Shape {
    private final double radius;

    Circle(double radius) { this.radius = radius; }

    public double area() { return Math.PI * radius * radius; }

    public String name() { return "circle"; }
}

class Square implements Shape {
    private final double side;

    Square(double side) { this.side = side; }

    public double area() { return side * side; }

    public String name() { return "square"; }
}
