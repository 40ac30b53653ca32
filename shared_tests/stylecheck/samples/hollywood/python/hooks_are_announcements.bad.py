"""Keeps the chapter, but the framework asks its one handler a question (our reading forbids it)."""


class Quiz:
    def __init__(self):
        self._answerer = None

    def register_answerer(self, handler):
        self._answerer = handler

    def run(self, questions):
        for question in questions:
            print(question, "->", self._answerer(question))


class Student:
    def __init__(self, quiz):
        quiz.register_answerer(self._answer)

    def _answer(self, question):
        return len(question)


quiz = Quiz()
Student(quiz)
quiz.run(["why?", "how so?"])
