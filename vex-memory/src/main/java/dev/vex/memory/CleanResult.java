package dev.vex.memory;

import java.util.List;
import java.util.Objects;

/**
 * What one {@code cleanTasks} did, and the handle to undo it.
 *
 * @param memoryId the user or conversation cleaned
 * @param batch the id of this clean, for {@link JdbcMemoryStore#undo(CleanResult)}
 * @param archived the task-shaped entries it archived (never deleted)
 * @param kept the personal facts it kept from archived entries that mixed a fact with a task, as
 *     new entries
 */
public record CleanResult(
    String memoryId, String batch, List<StoredMemory> archived, List<StoredMemory> kept) {

  /** Validates and copies. */
  public CleanResult {
    Objects.requireNonNull(memoryId, "memoryId");
    Objects.requireNonNull(batch, "batch");
    archived = List.copyOf(archived);
    kept = List.copyOf(kept);
  }
}
