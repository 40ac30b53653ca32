# Paging through a file's lines: the page number travels in every request; the answer links to the next page.
import json
import sys


def handle_request(request):
    req = json.loads(request)
    if req["method"] == "GET" and req["path"].startswith("/files/"):
        name, page = req["path"][len("/files/") :], req.get("page", 0)
        with open(name) as source:
            lines = source.read().splitlines()
        shown = lines[page * 10 : page * 10 + 10]
        links = {"next": {"method": "GET", "path": req["path"], "page": page + 1}} if shown else {}
        return json.dumps({"lines": shown, "links": links})
    return json.dumps({"error": "not found", "links": {}})


def client(name):
    request = {"method": "GET", "path": "/files/" + name}
    while request is not None:
        response = json.loads(handle_request(json.dumps(request)))
        print("\n".join(response.get("lines", [response.get("error", "")])))
        request = response["links"].get("next") if sys.stdin.readline() else None


client(sys.argv[1])
