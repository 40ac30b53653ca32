"""Things that hand out copies of their data through procedures, and reuse by delegation (can, not must)."""


class Inventory:
    def __init__(self):
        self._stock = {}

    def add(self, item, count=1):
        self._stock[item] = self._stock.get(item, 0) + count

    def remove(self, item):
        if self._stock.get(item, 0) == 0:
            return False
        self._stock[item] -= 1
        return True

    def snapshot(self):
        return dict(self._stock)


class Till:
    def __init__(self, inventory, prices):
        self._inventory, self._prices, self._takings = inventory, prices, 0

    def sell(self, item):
        if self._inventory.remove(item):
            self._takings += self._prices[item]

    def takings(self):
        return self._takings


stock = Inventory()
stock.add("pear", 3)
till = Till(stock, {"pear": 2})
for _ in range(4):
    till.sell("pear")
print(till.takings(), stock.snapshot())
