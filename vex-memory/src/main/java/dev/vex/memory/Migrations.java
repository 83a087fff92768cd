package dev.vex.memory;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory schema's versions: reads the version a database has and brings it up to {@link
 * Dialect#LATEST} with the dialect's statements, one version at a time, under the dialect's schema
 * lock. A database written by a newer release is refused.
 */
final class Migrations {
  private static final Logger log = LoggerFactory.getLogger(Migrations.class);

  private Migrations() {}

  static int version(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT version FROM vex_memory_schema")) {
      return rs.next() ? rs.getInt(1) : 0;
    }
  }

  /** Brings the schema up to {@code target}; package-private so tests can build old versions. */
  static Void migrate(Connection c, Dialect dialect, int target, String database)
      throws SQLException {
    try (Statement st = c.createStatement()) {
      if (dialect.lockSchema() != null) {
        st.execute(dialect.lockSchema());
      }
      st.execute(dialect.createSchemaTable());
      int version;
      try (ResultSet rs = st.executeQuery("SELECT version FROM vex_memory_schema")) {
        version = rs.next() ? rs.getInt(1) : -1;
      }
      if (version < 0) {
        st.execute("INSERT INTO vex_memory_schema (version) VALUES (0)");
        version = 0;
      }
      if (version > Dialect.LATEST) {
        throw new MemoryStoreException(
            MemoryStoreException.Kind.SCHEMA,
            database,
            "memory database "
                + database
                + " has schema version "
                + version
                + ", written by a newer release; this release reads up to version "
                + Dialect.LATEST
                + ": upgrade vex-memory",
            null);
      }
      for (int v = version + 1; v <= target; v++) {
        for (String sql : dialect.migration(v)) {
          st.execute(sql);
        }
        st.executeUpdate("UPDATE vex_memory_schema SET version = " + v);
        log.info("memory database {} migrated to schema version {}", database, v);
      }
    }
    return null;
  }
}
