"""A thermometer whose data is public by name, though nobody reads it from outside."""


class Thermometer:
    def __init__(self):
        self.readings = []

    def record(self, degrees):
        self.readings.append(degrees)

    def mean(self):
        return sum(self.readings) / len(self.readings)


class Room(Thermometer):
    def warmest(self):
        return max(self.readings)


room = Room()
for degrees in (19.5, 21.0, 20.25):
    room.record(degrees)
print(room.mean(), room.warmest())
