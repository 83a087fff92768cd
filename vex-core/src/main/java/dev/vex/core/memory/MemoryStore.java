package dev.vex.core.memory;

import java.util.List;

/**
 * Long-term memory, scoped by a memory id: facts about one user (or one conversation) kept across
 * conversations and recalled into the system prompt of that user's turns only. Like a chat memory
 * provider, the store never mixes memory ids: what is stored under one id is never recalled under
 * another.
 *
 * <p>The agent writes only what its {@link MemoryPolicy} accepts; a store should check again before
 * it writes (defence in depth). Implementations must be thread-safe. A store that cannot read or
 * write throws; the agent then answers without memory and says so in the trace.
 */
public interface MemoryStore {

  /** Remembers nothing. */
  MemoryStore NONE =
      new MemoryStore() {
        @Override
        public void remember(String memoryId, MemoryEntry entry) {}

        @Override
        public List<MemoryEntry> recall(String memoryId, String query, int limit) {
          return List.of();
        }
      };

  /** The longest memory id. */
  int MAX_MEMORY_ID = 200;

  /**
   * Stores a fact under a memory id.
   *
   * @param memoryId the user or conversation the fact belongs to; 1 to {@value #MAX_MEMORY_ID}
   *     characters
   * @param entry the fact
   */
  void remember(String memoryId, MemoryEntry entry);

  /**
   * Returns the facts stored under a memory id that are most relevant to the query, most relevant
   * first.
   *
   * @param memoryId the user or conversation
   * @param query the user's message
   * @param limit how many at most
   * @return the facts, never those of another memory id
   */
  List<MemoryEntry> recall(String memoryId, String query, int limit);

  /**
   * Logs a finished conversational turn. Stores that keep no episode log ignore it, which is the
   * default.
   *
   * @param memoryId the user or conversation
   * @param episode the turn
   */
  default void logEpisode(String memoryId, Episode episode) {}

  /**
   * Checks a memory id.
   *
   * @param memoryId the id
   * @return the id
   * @throws IllegalArgumentException when it is blank or longer than {@value #MAX_MEMORY_ID}
   */
  static String checkMemoryId(String memoryId) {
    if (memoryId == null || memoryId.isBlank() || memoryId.length() > MAX_MEMORY_ID) {
      throw new IllegalArgumentException(
          "memoryId must have 1.." + MAX_MEMORY_ID + " characters and not be blank: " + memoryId);
    }
    return memoryId;
  }
}
