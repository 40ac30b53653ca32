"""Letterboxes that quietly ignore a message they do not understand."""


class Lamp:
    def __init__(self):
        self._on = False

    def dispatch(self, message):
        if message == "toggle":
            self._on = not self._on
        elif message == "state":
            return self._on


class Switch:
    def __init__(self, lamp):
        self._lamp = lamp

    def dispatch(self, message):
        if message == "press":
            self._lamp.dispatch("toggle")
            return self._lamp.dispatch("state")


print(Switch(Lamp()).dispatch("press"))
