package dev.vex.memory;

import dev.vex.core.VexException;
import java.util.Objects;

/**
 * The memory database failed. The {@link #kind()} says whether a retry may help; the message says
 * what to do next. Inside an agent this never reaches the user: the turn answers without memory and
 * its trace says so.
 */
public final class MemoryStoreException extends VexException {
  private static final long serialVersionUID = 1L;

  /** What went wrong. */
  public enum Kind {
    /** Another connection or process holds a lock longer than the busy timeout; retry later. */
    LOCKED,
    /** The file is not a database or its pages are damaged; restore a backup. Retry won't help. */
    CORRUPT,
    /** The database cannot be opened or reached (missing directory, server down, disk full). */
    UNAVAILABLE,
    /** The schema was written by a newer release, or a migration failed. */
    SCHEMA,
    /** Anything else the database reported. */
    FAILED
  }

  private final Kind kind;
  private final String database;

  MemoryStoreException(Kind kind, String database, String message, Throwable cause) {
    super(message, cause);
    this.kind = Objects.requireNonNull(kind);
    this.database = database;
  }

  /**
   * Returns what went wrong.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns which database failed: a file path or a JDBC URL without credentials.
   *
   * @return the database
   */
  public String database() {
    return database;
  }

  /**
   * Returns whether retrying later may help.
   *
   * @return true for {@link Kind#LOCKED}
   */
  public boolean retryable() {
    return kind == Kind.LOCKED;
  }
}
