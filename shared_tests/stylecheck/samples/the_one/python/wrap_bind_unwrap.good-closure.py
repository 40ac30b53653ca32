"""The abstraction is a closure: a map of two functions over the value it holds."""

import sys


def the_one(value):
    return {"bind": lambda function: the_one(function(value)), "unwrap": lambda: value}


def words(text):
    return text.lower().split()


def distinct(word_list):
    return sorted(set(word_list))


def joined(word_list):
    return " ".join(word_list)


print(the_one(sys.stdin.read())["bind"](words)["bind"](distinct)["bind"](joined)["unwrap"]())
