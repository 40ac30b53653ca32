"""An order desk over an event manager; entities are closures that post wanted and offered events."""
from collections import defaultdict

wanted = defaultdict(list)


def on(kind):
    def subscribe(handler):
        wanted[kind].append(handler)
        return handler

    return subscribe


def offer(kind, **event):
    for handler in wanted[kind]:
        handler(**event)


def kitchen():
    @on("order")
    def cook(dish):
        offer("ready", dish=dish)


def waiter():
    served = []

    @on("ready")
    def serve(dish):
        served.append(dish)
        print("served", dish, len(served))


kitchen()
waiter()
for dish in ("soup", "pie"):
    offer("order", dish=dish)
