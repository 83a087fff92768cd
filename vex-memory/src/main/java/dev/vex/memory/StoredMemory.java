package dev.vex.memory;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * An entry as the store holds it, for a host's memory page.
 *
 * @param id the store's id for it
 * @param memoryId the user or conversation it belongs to
 * @param text the fact
 * @param tags its tags
 * @param created when it was said
 * @param archived when {@code cleanTasks} archived it, or null while it is active
 */
public record StoredMemory(
    long id, String memoryId, String text, List<String> tags, Instant created, Instant archived) {

  /** Validates and copies. */
  public StoredMemory {
    Objects.requireNonNull(memoryId, "memoryId");
    Objects.requireNonNull(text, "text");
    tags = List.copyOf(tags);
    Objects.requireNonNull(created, "created");
  }

  /**
   * Returns whether it is archived.
   *
   * @return true when archived
   */
  public boolean isArchived() {
    return archived != null;
  }
}
