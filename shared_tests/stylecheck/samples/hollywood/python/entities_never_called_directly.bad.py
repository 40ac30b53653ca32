"""Registration is there, but one entity also calls another's handler itself."""


class Alarm:
    def __init__(self):
        self._handlers = []

    def register(self, handler):
        self._handlers.append(handler)

    def ring(self):
        for handler in self._handlers:
            handler()


class Sleeper:
    def __init__(self, alarm):
        alarm.register(self.wake)

    def wake(self):
        print("awake")


class Cat:
    def __init__(self, sleeper):
        self._sleeper = sleeper

    def pounce(self):
        self._sleeper.wake()


alarm = Alarm()
sleeper = Sleeper(alarm)
Cat(sleeper).pounce()
alarm.ring()
