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

  /**
   * The low bits of a full-text row that hold the entry's id (schema version 4); the bits above
   * hold the memory id's number. Entry ids up to 2^36 - 1 (68 billion) and 2^27 - 1 memory ids fit;
   * beyond, a write fails with an error instead of indexing a row under another memory id.
   */
  static final int ID_BITS = 36;

  /** The entry id's bits of a full-text row. */
  static final long ID_MASK = (1L << ID_BITS) - 1;

  private static final long MAX_SCOPES = 1L << (63 - ID_BITS);

  /** The full-text row of an entry, {@code $} standing for the row ({@code old.}), or NULL. */
  private static String rowidOf(String row) {
    return "(SELECT (n << "
        + ID_BITS
        + ") + "
        + row
        + "id FROM vex_memory_scope WHERE memory_id = "
        + row
        + "memory_id)";
  }

  /** Trigger statements that index an active entry under its memory id's number. */
  private static String indexRow(String row) {
    return " SELECT RAISE(ABORT, 'memory entry id or number of memory ids beyond the full-text"
        + " index''s range') FROM vex_memory_scope WHERE memory_id = "
        + row
        + "memory_id AND "
        + row
        + "archived IS NULL AND ("
        + row
        + "id > "
        + ID_MASK
        + " OR n >= "
        + MAX_SCOPES
        + ");"
        + " INSERT INTO vex_memory_fts (rowid, scope, text) SELECT (s.n << "
        + ID_BITS
        + ") + "
        + row
        + "id, "
        + SCOPE_SQL.replace("$", row)
        + ", "
        + row
        + "text FROM vex_memory_scope s WHERE s.memory_id = "
        + row
        + "memory_id AND "
        + row
        + "archived IS NULL;";
  }

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
      case 4 ->
          // Each memory id gets a number (vex_memory_scope), and an entry's row in the full-text
          // index is that number shifted left by ID_BITS plus the entry's id: a recall matches
          // only the query's words within one memory id's rowid range, and bm25 no longer counts
          // the memory id's scope token for its IDF (version 3 matched "scope AND words"; at
          // 100,000 entries a third of its recall time went to the scope token's 20,000-entry
          // list). The scope column stays, so every entry's length, and so its bm25 score, is
          // exactly what version 3 computed.
          List.of(
              "DROP TRIGGER vex_memory_entry_ai",
              "DROP TRIGGER vex_memory_entry_ad",
              "DROP TRIGGER vex_memory_entry_au",
              "DROP TABLE vex_memory_fts",
              "CREATE TABLE vex_memory_scope ("
                  + " n INTEGER PRIMARY KEY, memory_id TEXT NOT NULL UNIQUE)",
              "INSERT INTO vex_memory_scope (memory_id)"
                  + " SELECT DISTINCT memory_id FROM vex_memory_entry WHERE archived IS NULL",
              "CREATE VIRTUAL TABLE vex_memory_fts USING fts5(scope, text, content='',"
                  + " contentless_delete=1, tokenize='unicode61 remove_diacritics 2')",
              "INSERT INTO vex_memory_fts (rowid, scope, text) SELECT (s.n << "
                  + ID_BITS
                  + ") + e.id, "
                  + SCOPE_SQL.replace("$", "e.")
                  + ", e.text FROM vex_memory_entry e JOIN vex_memory_scope s"
                  + " ON s.memory_id = e.memory_id WHERE e.archived IS NULL",
              "CREATE TRIGGER vex_memory_entry_ai AFTER INSERT ON vex_memory_entry"
                  + " WHEN new.archived IS NULL BEGIN"
                  + " INSERT OR IGNORE INTO vex_memory_scope (memory_id) VALUES (new.memory_id);"
                  + indexRow("new.")
                  + " END",
              "CREATE TRIGGER vex_memory_entry_ad AFTER DELETE ON vex_memory_entry BEGIN"
                  + " DELETE FROM vex_memory_fts WHERE rowid = "
                  + rowidOf("old.")
                  + "; END",
              "CREATE TRIGGER vex_memory_entry_au AFTER UPDATE OF memory_id, text, archived"
                  + " ON vex_memory_entry BEGIN"
                  + " DELETE FROM vex_memory_fts WHERE rowid = "
                  + rowidOf("old.")
                  + ";"
                  + " INSERT OR IGNORE INTO vex_memory_scope (memory_id)"
                  + " SELECT new.memory_id WHERE new.archived IS NULL;"
                  + indexRow("new.")
                  + " END");
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
    // the words are matched within the memory id's rowid range only (the range's bounds come
    // from vex_memory_scope once per query); the scope column weighs nothing in the rank; the
    // outer checks are belts and braces
    String n = "(SELECT n << " + ID_BITS + " FROM vex_memory_scope WHERE memory_id = ?2)";
    return "SELECT e.id, e.memory_id, e.text, e.tags, e.created, e.archived FROM"
        + " (SELECT rowid & "
        + ID_MASK
        + " AS rid, bm25(vex_memory_fts, 0.0, 1.0) AS score FROM vex_memory_fts"
        + " WHERE vex_memory_fts MATCH ?1 AND rowid BETWEEN "
        + n
        + " AND "
        + n
        + " + "
        + ID_MASK
        + " ORDER BY score, rowid DESC LIMIT ?3) f"
        + " JOIN vex_memory_entry e ON e.id = f.rid"
        + " WHERE e.memory_id = ?2 AND e.archived IS NULL ORDER BY f.score, e.id DESC";
  }

  @Override
  public String query(String memoryId, List<String> terms) {
    // the memory id is the search's rowid range (searchSql), not a token of the query
    StringBuilder sb = new StringBuilder("text : (");
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
