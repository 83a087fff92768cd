package dev.vex.memory;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

/** PostgreSQL: the schema with its full-text index, the queries, and how a connection is opened. */
final class PostgresDialect implements Dialect {
  @Override
  public List<String> migration(int version) {
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
      case 3, 4 -> List.of(); // SQLite's versions 3 and 4 change its full-text index only
      default -> throw new IllegalArgumentException("no migration " + version);
    };
  }

  @Override
  public String createSchemaTable() {
    return "CREATE TABLE IF NOT EXISTS vex_memory_schema (version INTEGER NOT NULL)";
  }

  @Override
  public String lockSchema() {
    // one instance migrates at a time; the others wait, then find the schema current
    return "SELECT pg_advisory_xact_lock(7836170249113)";
  }

  @Override
  public String searchSql() {
    return "SELECT id, memory_id, text, tags, created, archived"
        + " FROM vex_memory_entry, to_tsquery('simple', ?) q"
        + " WHERE search @@ q AND memory_id = ? AND archived IS NULL"
        + " ORDER BY ts_rank(search, q) DESC, id DESC LIMIT ?";
  }

  @Override
  public String query(String memoryId, List<String> terms) {
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
  public String forUpdate() {
    return " FOR UPDATE";
  }

  static Connection open(String url, Duration busyTimeout) throws SQLException {
    Connection c = DriverManager.getConnection(url);
    try (Statement st = c.createStatement()) {
      st.execute("SET lock_timeout = " + Math.max(1, busyTimeout.toMillis()));
      return c;
    } catch (SQLException | RuntimeException e) {
      Pool.closeQuietly(c);
      throw e;
    }
  }
}
