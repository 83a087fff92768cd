package dev.vex.core.memory;

import java.util.List;

/**
 * Long-term memory: exchanges worth keeping across conversations (the user's name, their
 * preferences), recalled into the system prompt. Only turns the {@link MemoryPolicy} accepts are
 * stored. Implementations must be thread-safe.
 */
public interface MemoryStore {

  /** Remembers nothing. */
  MemoryStore NONE =
      new MemoryStore() {
        @Override
        public void remember(MemoryEntry entry) {}

        @Override
        public List<MemoryEntry> recall(String query, int limit) {
          return List.of();
        }
      };

  /**
   * Stores an exchange.
   *
   * @param entry the exchange
   */
  void remember(MemoryEntry entry);

  /**
   * Returns the entries most relevant to the query, most relevant first.
   *
   * @param query the user's message
   * @param limit how many at most
   * @return the entries
   */
  List<MemoryEntry> recall(String query, int limit);
}
