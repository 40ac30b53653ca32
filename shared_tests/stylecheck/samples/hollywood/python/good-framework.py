"""Word counting in inversion of control: entities register handlers, the framework calls them back."""
import sys


class Framework:
    def __init__(self):
        self._on_load, self._on_end = [], []

    def register_for_load(self, handler):
        self._on_load.append(handler)

    def register_for_end(self, handler):
        self._on_end.append(handler)

    def run(self, text):
        for handler in self._on_load:
            handler(text)
        for handler in self._on_end:
            handler()


class Words:
    def __init__(self, framework):
        self._word_handlers = []
        framework.register_for_load(self._load)

    def register_for_word(self, handler):
        self._word_handlers.append(handler)

    def _load(self, text):
        for word in text.lower().split():
            for handler in self._word_handlers:
                handler(word)


class Counter:
    def __init__(self, framework, words):
        self._counts = {}
        words.register_for_word(self._add)
        framework.register_for_end(self._show)

    def _add(self, word):
        self._counts[word] = self._counts.get(word, 0) + 1

    def _show(self):
        print(sorted(self._counts.items(), key=lambda pair: -pair[1])[:10])


framework = Framework()
Counter(framework, Words(framework))
framework.run(sys.stdin.read())
