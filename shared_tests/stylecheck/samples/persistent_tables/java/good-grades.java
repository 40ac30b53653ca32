// Average grade per course: students, courses and grades are tables; the averages are one query away.
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Scanner;

class Grades {
    static void load(Connection db, Scanner in) throws SQLException {
        PreparedStatement student = db.prepareStatement("INSERT OR IGNORE INTO students (name) VALUES (?)");
        PreparedStatement course = db.prepareStatement("INSERT OR IGNORE INTO courses (title) VALUES (?)");
        PreparedStatement grade = db.prepareStatement(
            "INSERT INTO grades SELECT s.id, c.id, ? FROM students s, courses c WHERE s.name = ? AND c.title = ?");
        while (in.hasNext()) {
            String name = in.next(), title = in.next();
            double mark = in.nextDouble();
            student.setString(1, name);
            student.executeUpdate();
            course.setString(1, title);
            course.executeUpdate();
            grade.setDouble(1, mark);
            grade.setString(2, name);
            grade.setString(3, title);
            grade.executeUpdate();
        }
    }

    public static void main(String[] args) throws SQLException {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:grades.db")) {
            db.createStatement().executeUpdate("CREATE TABLE IF NOT EXISTS students (id INTEGER PRIMARY KEY, name TEXT UNIQUE)");
            db.createStatement().executeUpdate("CREATE TABLE IF NOT EXISTS courses (id INTEGER PRIMARY KEY, title TEXT UNIQUE)");
            db.createStatement().executeUpdate(
                "CREATE TABLE IF NOT EXISTS grades (student INTEGER REFERENCES students(id), course INTEGER REFERENCES courses(id), mark REAL)");
            load(db, new Scanner(System.in));
            ResultSet rows = db.createStatement().executeQuery(
                "SELECT title, AVG(mark) FROM grades JOIN courses ON grades.course = courses.id GROUP BY title ORDER BY title");
            while (rows.next()) System.out.printf("%s %.1f%n", rows.getString(1), rows.getDouble(2));
        }
    }
}
