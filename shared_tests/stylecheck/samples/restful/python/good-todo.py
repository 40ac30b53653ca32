"""A to-do list: the server keeps the lists (its data) and no conversation; every answer carries its links."""

LISTS = {}


def create_list(body):
    LISTS[body["name"]] = []
    return show_list({"name": body["name"]})


def add_item(body):
    LISTS[body["name"]].append(body["item"])
    return show_list({"name": body["name"]})


def show_list(body):
    items = LISTS.get(body["name"], [])
    text = "\n".join(f"- {item}" for item in items) or "(empty)"
    return text, {"add": ("POST", "/items", {"name": body["name"]}), "quit": ("POST", "/quit", {})}


def home(body):
    return "Name a list:", {"create": ("POST", "/lists", {})}


ROUTES = {("GET", "/"): home, ("POST", "/lists"): create_list, ("POST", "/items"): add_item}


def serve(verb, uri, body):
    return ROUTES.get((verb, uri), home)(body)


def browse():
    request = ("GET", "/", {})
    while request[1] != "/quit":
        text, links = serve(*request)
        print(text)
        choice = input(f"{'/'.join(links)}> ").strip()
        verb, uri, body = links.get(choice, ("GET", "/", {}))
        if uri == "/lists":
            body = {"name": input("name> ")}
        elif uri == "/items":
            body = dict(body, item=input("item> "))
        request = (verb, uri, body)


browse()
