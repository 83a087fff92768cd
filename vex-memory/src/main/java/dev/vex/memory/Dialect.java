package dev.vex.memory;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;

/** What differs between SQLite and PostgreSQL: the schema, full-text search and locking. */
enum Dialect {
  SQLITE {
    @Override
    List<String> migration(int version) {
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
    String createSchemaTable() {
      return "CREATE TABLE IF NOT EXISTS vex_memory_schema (version INTEGER NOT NULL)";
    }

    @Override
    String lockSchema() {
      return null; // the write transaction (BEGIN IMMEDIATE) already excludes other writers
    }

    @Override
    String searchSql() {
      // the scope column weighs nothing in the rank; the outer checks are belts and braces
      return "SELECT e.id, e.memory_id, e.text, e.tags, e.created, e.archived FROM"
          + " (SELECT rowid AS rid, bm25(vex_memory_fts, 0.0, 1.0) AS score FROM vex_memory_fts"
          + " WHERE vex_memory_fts MATCH ?1 ORDER BY score, rid DESC LIMIT ?3) f"
          + " JOIN vex_memory_entry e ON e.id = f.rid"
          + " WHERE e.memory_id = ?2 AND e.archived IS NULL ORDER BY f.score, e.id DESC";
    }

    @Override
    String query(String memoryId, List<String> terms) {
      StringBuilder sb = new StringBuilder("scope : \"").append(scope(memoryId));
      sb.append("\" AND text : (");
      for (int i = 0; i < terms.size(); i++) {
        String t = terms.get(i);
        sb.append(i > 0 ? " OR " : "").append('"').append(t).append('"');
        sb.append(t.length() >= 3 ? "*" : "");
      }
      return sb.append(')').toString();
    }

    @Override
    String forUpdate() {
      return "";
    }
  },

  POSTGRES {
    @Override
    List<String> migration(int version) {
      return switch (version) {
        case 1 ->
            List.of(
                "CREATE TABLE vex_memory_entry ("
                    + " id BIGSERIAL PRIMARY KEY,"
                    + " memory_id TEXT NOT NULL,"
                    + " text TEXT NOT NULL,"
                    + " tags TEXT NOT NULL,"
                    + " created BIGINT NOT NULL,"
                    + " archived BIGINT,"
                    + " search tsvector GENERATED ALWAYS AS (to_tsvector('simple', text)) STORED)",
                "CREATE INDEX vex_memory_entry_scope ON vex_memory_entry (memory_id, archived, created)",
                "CREATE INDEX vex_memory_entry_search ON vex_memory_entry USING GIN (search)");
        case 2 ->
            List.of(
                "ALTER TABLE vex_memory_entry ADD COLUMN archive_batch TEXT",
                "ALTER TABLE vex_memory_entry ADD COLUMN origin_batch TEXT",
                "CREATE INDEX vex_memory_entry_archive ON vex_memory_entry (memory_id, archive_batch)",
                "CREATE TABLE vex_memory_episode ("
                    + " id BIGSERIAL PRIMARY KEY,"
                    + " memory_id TEXT NOT NULL,"
                    + " user_text TEXT NOT NULL,"
                    + " assistant_text TEXT NOT NULL,"
                    + " tags TEXT NOT NULL,"
                    + " created BIGINT NOT NULL)",
                "CREATE INDEX vex_memory_episode_scope ON vex_memory_episode (memory_id, created)");
        case 3 -> List.of(); // SQLite's version 3 changes its full-text index only
        default -> throw new IllegalArgumentException("no migration " + version);
      };
    }

    @Override
    String createSchemaTable() {
      return "CREATE TABLE IF NOT EXISTS vex_memory_schema (version INTEGER NOT NULL)";
    }

    @Override
    String lockSchema() {
      // one instance migrates at a time; the others wait, then find the schema current
      return "SELECT pg_advisory_xact_lock(7836170249113)";
    }

    @Override
    String searchSql() {
      return "SELECT id, memory_id, text, tags, created, archived"
          + " FROM vex_memory_entry, to_tsquery('simple', ?) q"
          + " WHERE search @@ q AND memory_id = ? AND archived IS NULL"
          + " ORDER BY ts_rank(search, q) DESC, id DESC LIMIT ?";
    }

    @Override
    String query(String memoryId, List<String> terms) {
      StringBuilder sb = new StringBuilder();
      for (String t : terms) {
        if (sb.length() > 0) {
          sb.append(" | ");
        }
        sb.append(t).append(t.length() >= 3 ? ":*" : "");
      }
      return sb.toString();
    }

    @Override
    String forUpdate() {
      return " FOR UPDATE";
    }
  };

  /** The schema version this release writes. */
  static final int LATEST = 3;

  /**
   * SQLite's scope token of a memory id, {@code $} standing for the row ({@code new.}): "m" and the
   * hexadecimal UTF-8 bytes of the id, one token of letters and digits whatever the id holds, so
   * that it matches exactly that id. {@link #scope(String)} computes the same in Java.
   */
  static final String SCOPE_SQL = "'m' || lower(hex($memory_id))";

  /** The scope token of a memory id, as {@link #SCOPE_SQL} writes it. */
  static String scope(String memoryId) {
    return "m" + HexFormat.of().formatHex(memoryId.getBytes(StandardCharsets.UTF_8));
  }

  /** The statements that bring the schema from {@code version - 1} to {@code version}. */
  abstract List<String> migration(int version);

  abstract String createSchemaTable();

  /** A statement that serializes migrations across instances, or null. */
  abstract String lockSchema();

  /** Full-text search: parameters are the query, the memory id and the limit. */
  abstract String searchSql();

  /**
   * The full-text query for one memory id and terms made only of letters and digits (at least one).
   */
  abstract String query(String memoryId, List<String> terms);

  abstract String forUpdate();
}
