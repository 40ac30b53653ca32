// The words are in a table, but Java counts them over the rows it fetched.
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.Map;

class CountsInJava {
    public static void main(String[] args) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            db.createStatement().execute("CREATE TABLE words (word TEXT)");
            PreparedStatement insert = db.prepareStatement("INSERT INTO words VALUES (?)");
            for (String word : Files.readString(Path.of(args[0])).toLowerCase().split("\\s+")) {
                insert.setString(1, word);
                insert.executeUpdate();
            }
            Map<String, Integer> counts = new HashMap<>();
            ResultSet rows = db.createStatement().executeQuery("SELECT word FROM words");
            while (rows.next()) {
                counts.merge(rows.getString(1), 1, Integer::sum);
            }
            System.out.println(counts);
        }
    }
}
