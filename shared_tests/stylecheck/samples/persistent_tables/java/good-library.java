// Which authors have the most books on loan? Authors, books and loans are tables; one query answers.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;

class Library {
    public static void main(String[] args) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            Statement schema = db.createStatement();
            schema.execute("CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT UNIQUE)");
            schema.execute("CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, author_id INTEGER REFERENCES authors(id))");
            schema.execute("CREATE TABLE loans (book_id INTEGER REFERENCES books(id), reader TEXT)");
            PreparedStatement author = db.prepareStatement("INSERT OR IGNORE INTO authors (name) VALUES (?)");
            PreparedStatement book = db.prepareStatement(
                "INSERT INTO books (title, author_id) SELECT ?, id FROM authors WHERE name = ?");
            PreparedStatement loan = db.prepareStatement("INSERT INTO loans VALUES (last_insert_rowid(), ?)");
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
            String line;
            while ((line = in.readLine()) != null) {
                String[] f = line.split(";");
                author.setString(1, f[1]);
                author.executeUpdate();
                book.setString(1, f[0]);
                book.setString(2, f[1]);
                book.executeUpdate();
                loan.setString(1, f[2]);
                loan.executeUpdate();
            }
            ResultSet rows = schema.executeQuery(
                "SELECT authors.name, COUNT(*) AS n FROM loans JOIN books ON loans.book_id = books.id "
                + "JOIN authors ON books.author_id = authors.id GROUP BY authors.name ORDER BY n DESC LIMIT 5");
            while (rows.next()) {
                System.out.println(rows.getString(1) + ": " + rows.getInt(2));
            }
        }
    }
}
