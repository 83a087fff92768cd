package dev.vex.core.memory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A bounded memory in the heap, per memory id: recalls the entries that share the most words with
 * the query, then the most recent. It checks every entry with its {@link MemoryPolicy} before it
 * keeps it. Thread-safe. For durable memory use the store of {@code vex-memory}.
 */
public final class InMemoryMemoryStore implements MemoryStore {

  private final int capacity;
  private final MemoryPolicy policy;
  private final Map<String, Deque<MemoryEntry>> byId = new HashMap<>();

  /**
   * Creates a store that checks entries with {@link MemoryPolicy#personalFacts()}.
   *
   * @param capacity how many entries it keeps per memory id, at least 1; the oldest go first
   */
  public InMemoryMemoryStore(int capacity) {
    this(capacity, MemoryPolicy.personalFacts());
  }

  /**
   * Creates a store.
   *
   * @param capacity how many entries it keeps per memory id, at least 1; the oldest go first
   * @param policy the policy every entry must pass
   */
  public InMemoryMemoryStore(int capacity, MemoryPolicy policy) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
    }
    this.capacity = capacity;
    this.policy = Objects.requireNonNull(policy, "policy");
  }

  @Override
  public void remember(String memoryId, MemoryEntry entry) {
    MemoryStore.checkMemoryId(memoryId);
    if (!policy.admits(entry.text(), TurnSignals.fromTags(entry.tags()))) {
      log().debug("store for {} refused a task-shaped entry", memoryId);
      return;
    }
    synchronized (byId) {
      Deque<MemoryEntry> entries = byId.computeIfAbsent(memoryId, k -> new ArrayDeque<>());
      entries.addLast(entry);
      while (entries.size() > capacity) {
        entries.removeFirst();
      }
    }
  }

  @Override
  public List<MemoryEntry> recall(String memoryId, String query, int limit) {
    MemoryStore.checkMemoryId(memoryId);
    List<MemoryEntry> snapshot;
    synchronized (byId) {
      Deque<MemoryEntry> entries = byId.get(memoryId);
      if (entries == null) {
        return List.of();
      }
      snapshot = new ArrayList<>(entries);
    }
    List<String> words = words(query);
    List<MemoryEntry> recent = new ArrayList<>(snapshot);
    java.util.Collections.reverse(recent);
    List<MemoryEntry> out = new ArrayList<>(Math.min(limit, recent.size()));
    if (!words.isEmpty()) {
      recent.stream()
          .filter(e -> score(e, words) > 0)
          .sorted((a, b) -> Integer.compare(score(b, words), score(a, words)))
          .limit(limit)
          .forEach(out::add);
    }
    for (MemoryEntry e : recent) {
      if (out.size() >= limit) {
        break;
      }
      if (!out.contains(e)) {
        out.add(e);
      }
    }
    return out;
  }

  private static int score(MemoryEntry e, List<String> words) {
    List<String> mine = words(e.text());
    int n = 0;
    for (String w : words) {
      if (mine.contains(w)) {
        n++;
      }
    }
    return n;
  }

  private static List<String> words(String s) {
    List<String> out = new ArrayList<>();
    String cut = s.length() > 2_000 ? s.substring(0, 2_000) : s;
    for (String w : cut.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (w.length() > 2 && out.size() < 32) {
        out.add(w);
      }
    }
    return out;
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(InMemoryMemoryStore.class);
  }
}
