"""A to-do list as a map whose procedures take the map they belong to (as the book's `this`)."""


def add(this, task):
    this["tasks"].append({"task": task, "done": False})


def finish(this, task):
    for entry in this["tasks"]:
        if entry["task"] == task:
            entry["done"] = True


def report(this):
    return [("x " if e["done"] else "  ") + e["task"] for e in this["tasks"]]


def make_list(name):
    return {"name": name, "tasks": [], "add": add, "finish": finish, "report": report}


def make_printer():
    return {"show": lambda lines: print("\n".join(lines))}


todo, printer = make_list("home"), make_printer()
todo["add"](todo, "sweep")
todo["add"](todo, "cook")
todo["finish"](todo, "cook")
printer["show"](todo["report"](todo))
