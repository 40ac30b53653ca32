"""A capsule that exposes a second procedure beside its letterbox."""


class Lamp:
    def __init__(self):
        self._on = False

    def dispatch(self, message):
        if message == "toggle":
            self._on = not self._on
        elif message == "state":
            return self._on
        else:
            raise ValueError(message)

    def reset(self):
        self._on = False


class Switch:
    def __init__(self, lamp):
        self._lamp = lamp

    def dispatch(self, message):
        if message == "press":
            self._lamp.dispatch("toggle")
            return self._lamp.dispatch("state")
        raise ValueError(message)


lamp = Lamp()
switch = Switch(lamp)
print(switch.dispatch("press"), switch.dispatch("press"))
lamp.reset()
