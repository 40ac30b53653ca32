"""unwrap writes the value instead of handing it out."""

import sys


class TheOne:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return TheOne(function(self._value))

    def unwrap(self):
        sys.stdout.write(str(self._value) + "\n")
        return self._value


TheOne(sys.stdin.read()).bind(str.split).bind(len).bind(str).unwrap()
