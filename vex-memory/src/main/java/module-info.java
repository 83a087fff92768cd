/**
 * Vex memory: a durable {@link dev.vex.core.memory.MemoryStore} over JDBC, SQLite by default and
 * PostgreSQL for hosts that run several instances, with archive and undo of task-shaped entries.
 */
module dev.vex.memory {
  requires transitive dev.vex.core;
  requires transitive java.sql;
  requires com.google.gson;
  requires org.slf4j;

  exports dev.vex.memory;
}
