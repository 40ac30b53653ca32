// A query engine, but no table: the words are handed over as one JSON value and never placed in a relation.
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;

class NoTables {
    public static void main(String[] args) throws Exception {
        String words = Files.readString(Path.of(args[0])).toLowerCase().trim();
        String json = "[\"" + String.join("\",\"", words.split("\\s+")) + "\"]";
        try (Connection db = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            PreparedStatement query = db.prepareStatement(
                "SELECT value, COUNT(*) AS n FROM json_each(?) GROUP BY value ORDER BY n DESC LIMIT 10");
            query.setString(1, json);
            ResultSet rows = query.executeQuery();
            while (rows.next()) {
                System.out.println(rows.getString(1) + " " + rows.getInt(2));
            }
        }
    }
}
