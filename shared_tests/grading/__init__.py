"""The grading core beneath the grader's front ends (shared_tests/grade.py: one program, a class, a handout, a
bundle; shared_tests/classroom.py: submission folders), as harness/ is beneath the pytest plugin. Nothing here
imports a front end.

    rubric      the points file: points per rule, the behaviour and style weights, the gate
    cases       the cases graded, what each is about, the preflight
    scoring     a Grade: checks by rule, the score, the causes
    scheduler   the shared worker threads that run the cases
    isolation   the sandbox (or the limits alone) for students' programs
    reports     the text report, results.json, the Markdown summary, the exit code
"""
