"""Handlers are registered, but nobody ever calls them back."""


class Alarm:
    def __init__(self):
        self._handlers = []

    def register(self, handler):
        self._handlers.append(handler)

    def count(self):
        return len(self._handlers)


class Sleeper:
    def __init__(self, alarm):
        alarm.register(self._wake)

    def _wake(self):
        print("awake")


alarm = Alarm()
Sleeper(alarm)
print(alarm.count())
