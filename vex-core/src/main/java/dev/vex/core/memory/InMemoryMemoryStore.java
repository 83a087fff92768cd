package dev.vex.core.memory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A bounded memory in the heap that recalls the most recent entries. Thread-safe. For durable
 * memory use the SQLite store of {@code vex-memory}.
 */
public final class InMemoryMemoryStore implements MemoryStore {
  private final int capacity;
  private final Deque<MemoryEntry> entries = new ArrayDeque<>();

  /**
   * Creates a store.
   *
   * @param capacity how many entries it keeps; the oldest go first
   */
  public InMemoryMemoryStore(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
    }
    this.capacity = capacity;
  }

  @Override
  public synchronized void remember(MemoryEntry entry) {
    entries.addLast(entry);
    while (entries.size() > capacity) {
      entries.removeFirst();
    }
  }

  @Override
  public synchronized List<MemoryEntry> recall(String query, int limit) {
    List<MemoryEntry> out = new ArrayList<>(Math.min(limit, entries.size()));
    var it = entries.descendingIterator();
    while (it.hasNext() && out.size() < limit) {
      out.add(it.next());
    }
    return out;
  }
}
