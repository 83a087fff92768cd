package dev.vex.memory;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;

/** What differs between SQLite and PostgreSQL: the schema, full-text search and locking. */
sealed interface Dialect permits SqliteDialect, PostgresDialect {
  /** SQLite, the default. */
  Dialect SQLITE = new SqliteDialect();

  /** PostgreSQL, for hosts with several instances. */
  Dialect POSTGRES = new PostgresDialect();

  /** The schema version this release writes. */
  int LATEST = 4;

  /**
   * SQLite's scope token of a memory id, {@code $} standing for the row ({@code new.}): "m" and the
   * hexadecimal UTF-8 bytes of the id, one token of letters and digits whatever the id holds, so
   * that it matches exactly that id. {@link #scope(String)} computes the same in Java.
   */
  String SCOPE_SQL = "'m' || lower(hex($memory_id))";

  /** The scope token of a memory id, as {@link #SCOPE_SQL} writes it. */
  static String scope(String memoryId) {
    return "m" + HexFormat.of().formatHex(memoryId.getBytes(StandardCharsets.UTF_8));
  }

  /** The statements that bring the schema from {@code version - 1} to {@code version}. */
  List<String> migration(int version);

  String createSchemaTable();

  /** A statement that serializes migrations across instances, or null. */
  String lockSchema();

  /** Full-text search: parameters are the query, the memory id and the limit. */
  String searchSql();

  /**
   * The full-text query for one memory id and terms made only of letters and digits (at least one).
   */
  String query(String memoryId, List<String> terms);

  String forUpdate();
}
