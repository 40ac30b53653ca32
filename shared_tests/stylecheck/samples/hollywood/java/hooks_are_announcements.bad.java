import java.util.function.Function;

/** Keeps the chapter, but the framework asks its one handler a question (our reading forbids it). */
public class Quiz {
    private Function<String, Integer> answerer;

    void registerAnswerer(Function<String, Integer> handler) { answerer = handler; }

    void run(String[] questions) {
        for (String question : questions) System.out.println(question + " -> " + answerer.apply(question));
    }

    public static void main(String[] args) {
        Quiz quiz = new Quiz();
        new Student(quiz);
        quiz.run(new String[] {"why?", "how so?"});
    }
}

class Student {
    Student(Quiz quiz) { quiz.registerAnswerer(this::answer); }

    private Integer answer(String question) { return question.length(); }
}
