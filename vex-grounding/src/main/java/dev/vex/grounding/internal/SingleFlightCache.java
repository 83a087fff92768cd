package dev.vex.grounding.internal;

import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Caches values per key for a time to live, and lets concurrent requests for the same key share one
 * load (single flight). Failures are never cached: the next request loads again. Thread-safe.
 *
 * @param <V> the value type
 */
public final class SingleFlightCache<V> {
  private final Map<String, Entry<V>> entries = new ConcurrentHashMap<>();
  private final long ttlNanos;
  private final int maxEntries;
  private final LongSupplier nanoClock;

  private static final class Entry<V> {
    final CompletableFuture<V> future = new CompletableFuture<>();
    volatile long expiresAt;
    volatile boolean loaded;
  }

  /**
   * Creates a cache.
   *
   * @param ttl how long a loaded value is served; zero shares in-flight loads only
   * @param maxEntries how many keys are kept at most
   * @param nanoClock the clock, {@code System::nanoTime} outside tests
   */
  public SingleFlightCache(Duration ttl, int maxEntries, LongSupplier nanoClock) {
    if (ttl.isNegative()) {
      throw new IllegalArgumentException("ttl is negative: " + ttl);
    }
    if (maxEntries < 1) {
      throw new IllegalArgumentException("maxEntries must be at least 1: " + maxEntries);
    }
    this.ttlNanos = ttl.toNanos();
    this.maxEntries = maxEntries;
    this.nanoClock = Objects.requireNonNull(nanoClock);
  }

  /**
   * Returns the cached or in-flight value for the key, or starts the loader once for all callers.
   *
   * @param key the normalised query
   * @param loader starts the load; called at most once per miss
   * @return the value, when it arrives
   */
  public CompletableFuture<V> get(String key, Supplier<CompletableFuture<V>> loader) {
    while (true) {
      Entry<V> current = entries.get(key);
      if (current != null && usable(current)) {
        return current.future;
      }
      Entry<V> mine = new Entry<>();
      boolean won =
          current == null
              ? entries.putIfAbsent(key, mine) == null
              : entries.replace(key, current, mine);
      if (!won) {
        continue;
      }
      load(key, mine, loader);
      trim();
      return mine.future;
    }
  }

  /**
   * Returns how many keys are held, loaded or in flight.
   *
   * @return the size
   */
  public int size() {
    return entries.size();
  }

  /** Forgets every value. In-flight loads still complete for their callers. */
  public void clear() {
    entries.clear();
  }

  private boolean usable(Entry<V> e) {
    if (!e.loaded) {
      return !e.future.isCompletedExceptionally();
    }
    return nanoClock.getAsLong() - e.expiresAt < 0;
  }

  private void load(String key, Entry<V> entry, Supplier<CompletableFuture<V>> loader) {
    CompletableFuture<V> source;
    try {
      source = Objects.requireNonNull(loader.get(), "loader returned null");
    } catch (RuntimeException e) {
      entries.remove(key, entry);
      entry.future.completeExceptionally(e);
      return;
    }
    source.whenComplete(
        (value, error) -> {
          if (error != null) {
            entries.remove(key, entry);
            entry.future.completeExceptionally(error);
          } else {
            entry.expiresAt = nanoClock.getAsLong() + ttlNanos;
            entry.loaded = true;
            entry.future.complete(value);
          }
        });
  }

  private void trim() {
    if (entries.size() <= maxEntries) {
      return;
    }
    entries.values().removeIf(e -> e.loaded && nanoClock.getAsLong() - e.expiresAt >= 0);
    Iterator<Entry<V>> it = entries.values().iterator();
    while (entries.size() > maxEntries && it.hasNext()) {
      if (it.next().loaded) {
        it.remove();
      }
    }
  }
}
