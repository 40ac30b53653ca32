import java.util.*;

/** Classes that share a base, but the base declares nothing a vehicle can do. */
public class Vehicles {
    public static void main(String[] args) {
        Bike bike = new Bike();
        Car car = new Car();
        System.out.println(bike.wheels() + car.wheels());
    }
}

class Vehicle {
    protected String name = "vehicle";
}

class Bike extends Vehicle {
    int wheels() { return 2; }
}

class Car extends Vehicle {
    int wheels() { return 4; }
}
