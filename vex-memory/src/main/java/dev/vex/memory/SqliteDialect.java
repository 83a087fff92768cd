package dev.vex.memory;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** SQLite: the schema with its full-text index, the queries, and how a connection is opened. */
final class SqliteDialect implements Dialect {
  private static final Logger log = LoggerFactory.getLogger(SqliteDialect.class);

  @Override
  public List<String> migration(int version) {
    return switch (version) {
      case 1 ->
          List.of(
              "CREATE TABLE vex_memory_entry ("
                  + " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                  + " memory_id TEXT NOT NULL,"
                  + " text TEXT NOT NULL,"
                  + " tags TEXT NOT NULL,"
                  + " created INTEGER NOT NULL,"
                  + " archived INTEGER)",
              "CREATE INDEX vex_memory_entry_scope ON vex_memory_entry (memory_id, archived, created)",
              "CREATE VIRTUAL TABLE vex_memory_fts USING fts5("
                  + "text, content='vex_memory_entry', content_rowid='id',"
                  + " tokenize='unicode61 remove_diacritics 2')",
              "CREATE TRIGGER vex_memory_entry_ai AFTER INSERT ON vex_memory_entry BEGIN"
                  + " INSERT INTO vex_memory_fts(rowid, text) VALUES (new.id, new.text); END",
              "CREATE TRIGGER vex_memory_entry_ad AFTER DELETE ON vex_memory_entry BEGIN"
                  + " INSERT INTO vex_memory_fts(vex_memory_fts, rowid, text)"
                  + " VALUES ('delete', old.id, old.text); END",
              "CREATE TRIGGER vex_memory_entry_au AFTER UPDATE OF text ON vex_memory_entry BEGIN"
                  + " INSERT INTO vex_memory_fts(vex_memory_fts, rowid, text)"
                  + " VALUES ('delete', old.id, old.text);"
                  + " INSERT INTO vex_memory_fts(rowid, text) VALUES (new.id, new.text); END");
      case 2 ->
          List.of(
              "ALTER TABLE vex_memory_entry ADD COLUMN archive_batch TEXT",
              "ALTER TABLE vex_memory_entry ADD COLUMN origin_batch TEXT",
              "CREATE INDEX vex_memory_entry_archive ON vex_memory_entry (memory_id, archive_batch)",
              "CREATE TABLE vex_memory_episode ("
                  + " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                  + " memory_id TEXT NOT NULL,"
                  + " user_text TEXT NOT NULL,"
                  + " assistant_text TEXT NOT NULL,"
                  + " tags TEXT NOT NULL,"
                  + " created INTEGER NOT NULL)",
              "CREATE INDEX vex_memory_episode_scope ON vex_memory_episode (memory_id, created)");
      case 3 ->
          // The full-text index holds only active entries, each with a token for its memory id
          // (scope): a recall matches, ranks and limits inside the index, among one memory id's
          // entries, and reads the entry table for the few it returns. Version 2 ranked every
          // memory id's matches and joined each to the entry table first (35-52 ms at 100,000
          // entries for a query with a word most entries share).
          List.of(
              "DROP TRIGGER vex_memory_entry_ai",
              "DROP TRIGGER vex_memory_entry_ad",
              "DROP TRIGGER vex_memory_entry_au",
              "DROP TABLE vex_memory_fts",
              "CREATE VIRTUAL TABLE vex_memory_fts USING fts5(scope, text, content='',"
                  + " contentless_delete=1, tokenize='unicode61 remove_diacritics 2')",
              "INSERT INTO vex_memory_fts (rowid, scope, text) SELECT id, "
                  + SCOPE_SQL.replace("$", "")
                  + ", text FROM vex_memory_entry WHERE archived IS NULL",
              "CREATE TRIGGER vex_memory_entry_ai AFTER INSERT ON vex_memory_entry"
                  + " WHEN new.archived IS NULL BEGIN"
                  + " INSERT INTO vex_memory_fts (rowid, scope, text) VALUES (new.id, "
                  + SCOPE_SQL.replace("$", "new.")
                  + ", new.text); END",
              "CREATE TRIGGER vex_memory_entry_ad AFTER DELETE ON vex_memory_entry BEGIN"
                  + " DELETE FROM vex_memory_fts WHERE rowid = old.id; END",
              "CREATE TRIGGER vex_memory_entry_au AFTER UPDATE OF memory_id, text, archived"
                  + " ON vex_memory_entry BEGIN"
                  + " DELETE FROM vex_memory_fts WHERE rowid = old.id;"
                  + " INSERT INTO vex_memory_fts (rowid, scope, text) SELECT new.id, "
                  + SCOPE_SQL.replace("$", "new.")
                  + ", new.text WHERE new.archived IS NULL; END");
      default -> throw new IllegalArgumentException("no migration " + version);
    };
  }

  @Override
  public String createSchemaTable() {
    return "CREATE TABLE IF NOT EXISTS vex_memory_schema (version INTEGER NOT NULL)";
  }

  @Override
  public String lockSchema() {
    return null; // the write transaction (BEGIN IMMEDIATE) already excludes other writers
  }

  @Override
  public String searchSql() {
    // the scope column weighs nothing in the rank; the outer checks are belts and braces
    return "SELECT e.id, e.memory_id, e.text, e.tags, e.created, e.archived FROM"
        + " (SELECT rowid AS rid, bm25(vex_memory_fts, 0.0, 1.0) AS score FROM vex_memory_fts"
        + " WHERE vex_memory_fts MATCH ?1 ORDER BY score, rid DESC LIMIT ?3) f"
        + " JOIN vex_memory_entry e ON e.id = f.rid"
        + " WHERE e.memory_id = ?2 AND e.archived IS NULL ORDER BY f.score, e.id DESC";
  }

  @Override
  public String query(String memoryId, List<String> terms) {
    StringBuilder sb = new StringBuilder("scope : \"").append(Dialect.scope(memoryId));
    sb.append("\" AND text : (");
    for (int i = 0; i < terms.size(); i++) {
      String t = terms.get(i);
      sb.append(i > 0 ? " OR " : "").append('"').append(t).append('"');
      sb.append(t.length() >= 3 ? "*" : "");
    }
    return sb.append(')').toString();
  }

  @Override
  public String forUpdate() {
    return "";
  }

  static Connection open(Path file, Duration busyTimeout) throws SQLException {
    Properties p = new Properties();
    p.setProperty("transaction_mode", "IMMEDIATE");
    p.setProperty("busy_timeout", Long.toString(busyTimeout.toMillis()));
    Connection c = DriverManager.getConnection("jdbc:sqlite:" + file, p);
    try (Statement st = c.createStatement()) {
      st.execute("PRAGMA busy_timeout = " + busyTimeout.toMillis());
      try (ResultSet rs = st.executeQuery("PRAGMA journal_mode = WAL")) {
        String mode = rs.next() ? rs.getString(1) : "";
        if (!"wal".equalsIgnoreCase(mode)) {
          log.warn("memory database {} is in journal mode {}, not WAL", file, mode);
        }
      }
      st.execute("PRAGMA synchronous = NORMAL");
      return c;
    } catch (SQLException | RuntimeException e) {
      Pool.closeQuietly(c);
      throw e;
    }
  }
}
