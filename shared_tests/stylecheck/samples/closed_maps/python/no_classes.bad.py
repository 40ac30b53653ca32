"""Maps of procedures, beside a class that is a thing of its own."""


class Clock:
    def __init__(self):
        self._ticks = 0

    def tick(self):
        self._ticks += 1
        return self._ticks


clock = Clock()
alarm = {
    "at": 3,
    "check": lambda: "ring" if clock.tick() >= alarm["at"] else "quiet",
}
log = {"lines": [], "add": lambda line: log["lines"].append(line)}
for _ in range(4):
    log["add"](alarm["check"]())
print(log["lines"])
