// Mailboxes, but no threads: every "actor" is an async loop on the one event-loop thread.
class Actor {
  constructor(receive) {
    this.mailbox = [];
    this.receive = receive;
    this.waiting = null;
    this.loop();
  }

  send(message) {
    this.mailbox.push(message);
    if (this.waiting) this.waiting();
  }

  async loop() {
    for (;;) {
      while (this.mailbox.length === 0) await new Promise((resolve) => (this.waiting = resolve));
      const message = this.mailbox.shift();
      if (message === null) return;
      this.receive(message);
    }
  }
}

const printer = new Actor((text) => console.log(text));
const shouter = new Actor((text) => printer.send(text.toUpperCase()));
process.argv.slice(2).forEach((word) => shouter.send(word));
shouter.send(null);
setTimeout(() => printer.send(null), 10);
