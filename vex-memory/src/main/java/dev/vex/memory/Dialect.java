package dev.vex.memory;

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
      return "SELECT e.id, e.memory_id, e.text, e.tags, e.created, e.archived"
          + " FROM vex_memory_fts f JOIN vex_memory_entry e ON e.id = f.rowid"
          + " WHERE vex_memory_fts MATCH ? AND e.memory_id = ? AND e.archived IS NULL"
          + " ORDER BY bm25(vex_memory_fts), e.id DESC LIMIT ?";
    }

    @Override
    String query(List<String> terms) {
      StringBuilder sb = new StringBuilder();
      for (String t : terms) {
        if (sb.length() > 0) {
          sb.append(" OR ");
        }
        sb.append('"').append(t).append('"').append(t.length() >= 3 ? "*" : "");
      }
      return sb.toString();
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
    String query(List<String> terms) {
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
  static final int LATEST = 2;

  /** The statements that bring the schema from {@code version - 1} to {@code version}. */
  abstract List<String> migration(int version);

  abstract String createSchemaTable();

  /** A statement that serializes migrations across instances, or null. */
  abstract String lockSchema();

  /** Full-text search: parameters are the query, the memory id and the limit. */
  abstract String searchSql();

  /** The full-text query for terms made only of letters and digits. */
  abstract String query(List<String> terms);

  abstract String forUpdate();
}
