// Keeps the chapter, but the framework asks its one handler a question (our reading forbids it).
class Quiz {
  constructor() { this._answerer = null; }

  registerAnswerer(handler) { this._answerer = handler; }

  run(questions) { for (const question of questions) console.log(question, "->", this._answerer(question)); }
}

class Student {
  constructor(quiz) { quiz.registerAnswerer((question) => this._answer(question)); }

  _answer(question) { return question.length; }
}

const quiz = new Quiz();
new Student(quiz);
quiz.run(["why?", "how so?"]);
