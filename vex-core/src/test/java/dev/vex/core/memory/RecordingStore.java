package dev.vex.core.memory;

import java.util.ArrayList;
import java.util.List;

/**
 * A store that checks nothing and keeps everything it is handed, so that a test can see what the
 * layer before it let through.
 */
public final class RecordingStore implements MemoryStore {
  public final List<String> remembered = new ArrayList<>();
  public final List<Episode> episodes = new ArrayList<>();
  public final List<MemoryEntry> entries = new ArrayList<>();

  /** An empty store. */
  public RecordingStore() {}

  @Override
  public synchronized void remember(String memoryId, MemoryEntry entry) {
    remembered.add(memoryId + ": " + entry.text());
    entries.add(entry);
  }

  @Override
  public synchronized List<MemoryEntry> recall(String memoryId, String query, int limit) {
    return List.of();
  }

  @Override
  public synchronized void logEpisode(String memoryId, Episode episode) {
    episodes.add(episode);
  }
}
