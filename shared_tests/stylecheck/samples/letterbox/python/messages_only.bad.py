"""A capsule reaching past another's letterbox into its private procedure."""


class Lamp:
    def __init__(self):
        self._on = False

    def dispatch(self, message):
        if message == "toggle":
            self._on = not self._on
        else:
            raise ValueError(message)

    def _state(self):
        return self._on


class Switch:
    def __init__(self, lamp):
        self._lamp = lamp

    def dispatch(self, message):
        if message == "press":
            self._lamp.dispatch("toggle")
            return self._lamp._state()
        raise ValueError(message)


print(Switch(Lamp()).dispatch("press"))
