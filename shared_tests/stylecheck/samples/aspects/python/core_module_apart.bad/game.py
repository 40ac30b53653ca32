def reveal(board):
    return board


def traced(function):
    def wrapper(*args):
        print("call", function.__name__)
        return function(*args)

    return wrapper


def main():
    globals()["reveal"] = traced(reveal)
    print(reveal({}))
