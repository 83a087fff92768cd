package dev.vex.memory;

import dev.vex.memory.MemoryStoreException.Kind;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;

/** Maps what the driver reports to a typed {@link MemoryStoreException} that says what to do. */
final class Errors {
  private Errors() {}

  static MemoryStoreException map(
      Dialect dialect, String database, String action, SQLException e, Duration busyTimeout) {
    Kind kind = dialect == Dialect.SQLITE ? sqlite(e) : postgres(e);
    String message =
        switch (kind) {
          case LOCKED ->
              "memory database "
                  + database
                  + " is locked by another connection or process (waited "
                  + busyTimeout.toMillis()
                  + " ms) while trying to "
                  + action
                  + "; retry later, or find the process that holds the lock";
          case CORRUPT ->
              "memory database "
                  + database
                  + " is corrupt or is not a database ("
                  + e.getMessage()
                  + ") while trying to "
                  + action
                  + "; move the file aside and restore a backup: the store never repairs or"
                  + " overwrites it";
          case UNAVAILABLE ->
              "memory database "
                  + database
                  + " cannot be opened or reached while trying to "
                  + action
                  + " ("
                  + e.getMessage()
                  + "); check that the directory exists and is writable, or that the server runs";
          case SCHEMA -> "memory database " + database + " has a schema problem: " + e.getMessage();
          case FAILED ->
              "memory database "
                  + database
                  + " failed while trying to "
                  + action
                  + ": "
                  + e.getMessage();
        };
    return new MemoryStoreException(kind, database, message, e);
  }

  private static Kind sqlite(SQLException e) {
    int code = e.getErrorCode() & 0xff;
    String m = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
    if (code == 5 || code == 6 || m.contains("sqlite_busy") || m.contains("database is locked")) {
      return Kind.LOCKED;
    }
    if (code == 11
        || code == 26
        || m.contains("sqlite_corrupt")
        || m.contains("sqlite_notadb")
        || m.contains("malformed")
        || m.contains("not a database")) {
      return Kind.CORRUPT;
    }
    if (code == 14 || code == 13 || code == 10 || code == 8 || m.contains("sqlite_cantopen")) {
      return Kind.UNAVAILABLE;
    }
    return Kind.FAILED;
  }

  private static Kind postgres(SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    if (state.equals("55P03") || state.equals("40P01") || state.equals("40001")) {
      return Kind.LOCKED;
    }
    if (state.equals("XX001") || state.equals("XX002")) {
      return Kind.CORRUPT;
    }
    if (state.startsWith("08") || state.startsWith("53") || state.startsWith("57P")) {
      return Kind.UNAVAILABLE;
    }
    return Kind.FAILED;
  }
}
