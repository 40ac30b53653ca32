"""Classes that share a base, but the base says nothing about what its things can do."""


class Vehicle:
    pass


class Bike(Vehicle):
    def wheels(self):
        return 2


class Car(Vehicle):
    def wheels(self):
        return 4


def count_wheels(vehicles: list[Vehicle]) -> int:
    return sum(v.wheels() for v in vehicles)


def main():
    print(count_wheels([Bike(), Car()]))


main()
