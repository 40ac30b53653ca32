# Each thing has a thread and a mailbox, but the shouter calls the printer's method instead of writing to it.
import queue
import sys
import threading


class Printer(threading.Thread):
    def __init__(self):
        super().__init__()
        self.mailbox = queue.Queue()

    def show(self, text):
        print(text)

    def run(self):
        while (text := self.mailbox.get()) is not None:
            self.show(text)


class Shouter(threading.Thread):
    def __init__(self, printer):
        super().__init__()
        self.mailbox, self.printer = queue.Queue(), printer

    def run(self):
        while (line := self.mailbox.get()) is not None:
            self.printer.show(line.upper())


printer = Printer()
shouter = Shouter(printer)
printer.start()
shouter.start()
for line in sys.stdin:
    shouter.mailbox.put(line.rstrip("\n"))
shouter.mailbox.put(None)
shouter.join()
printer.mailbox.put(None)
printer.join()
