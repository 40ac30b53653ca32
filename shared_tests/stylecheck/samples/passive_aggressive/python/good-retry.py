"""A prompt that asks again: the one level that can react to a bad answer catches it and asks again."""


def parse_age(text):
    assert isinstance(text, str), "an answer is text"
    if not text.strip().isdigit():
        raise ValueError(f"{text!r} is not an age")
    return int(text)


def check_adult(age):
    if age < 0:
        raise ValueError("an age is not negative")
    return age >= 18


def ask(answers):
    if not isinstance(answers, list):
        raise TypeError("ask wants a list of answers")
    for answer in answers:
        try:
            return check_adult(parse_age(answer))
        except ValueError as error:
            print("again:", error)
    return False


print(ask(["ten", "-", "21"]))
