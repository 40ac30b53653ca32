"""A thermostat in inversion of control, with entities made of closures and lambdas as callbacks."""


def make_sensor():
    listeners = []

    def on_reading(callback):
        listeners.append(callback)

    def feed(values):
        for value in values:
            for listener in listeners:
                listener(value)

    return on_reading, feed


def make_heater(on_reading):
    state = {"on": False}
    on_reading(lambda degrees: state.update(on=degrees < 19))
    on_reading(lambda degrees: print(f"{degrees} -> heater {'on' if state['on'] else 'off'}"))


subscribe, feed = make_sensor()
make_heater(subscribe)
feed([21, 18.5, 19.5])
