"""Unit conversions added to a class at run time, named from a table, and found by reading the class."""


class Converter:
    pass


RATES = {"km_to_miles": 0.621371, "kg_to_pounds": 2.20462}
for name, rate in RATES.items():
    setattr(Converter, name, staticmethod(lambda value, rate=rate: value * rate))

for name in sorted(vars(Converter)):
    if not name.startswith("_"):
        print(name, getattr(Converter, name)(10))
