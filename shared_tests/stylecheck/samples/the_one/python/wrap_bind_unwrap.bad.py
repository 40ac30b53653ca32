"""Values are wrapped and functions bound, but the value never comes out: no unwrap."""

import sys


class Box:
    def __init__(self, value):
        self._value = value

    def bind(self, function):
        return Box(function(self._value))


Box(sys.stdin.read()).bind(str.lower).bind(str.split).bind(len)
