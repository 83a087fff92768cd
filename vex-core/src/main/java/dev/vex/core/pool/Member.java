package dev.vex.core.pool;

import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelInfo;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/** One server of a pool: its backend and catalog, its concurrency limit and its breaker. */
final class Member {
  final String name;
  final ChatBackend backend;
  final ModelCatalog catalog;
  final int limit;
  final Semaphore permits;
  final Breaker breaker;
  final AtomicInteger inFlight = new AtomicInteger();
  private final Duration modelsTtl;
  private final Clock clock;
  private List<ModelInfo> models;
  private Instant modelsAt;

  Member(
      String name,
      ChatBackend backend,
      ModelCatalog catalog,
      int limit,
      Breaker breaker,
      Duration modelsTtl,
      Clock clock) {
    this.name = name;
    this.backend = backend;
    this.catalog = catalog;
    this.limit = limit;
    this.permits = new Semaphore(limit, true);
    this.breaker = breaker;
    this.modelsTtl = modelsTtl;
    this.clock = clock;
  }

  /**
   * The models this server has, from a cache refreshed on the caller's thread when stale; null when
   * the server could not be asked (it may still serve the model).
   */
  synchronized List<ModelInfo> models() {
    Instant now = clock.instant();
    if (models == null || modelsAt == null || !now.isBefore(modelsAt.plus(modelsTtl))) {
      try {
        models = List.copyOf(catalog.models());
        modelsAt = now;
      } catch (RuntimeException e) {
        models = null;
        modelsAt = null;
        return null;
      }
    }
    return models;
  }

  synchronized void forget() {
    models = null;
    modelsAt = null;
  }

  /** Whether this server has the model: true when it says so, or when it cannot be asked. */
  boolean mayHave(String model) {
    List<ModelInfo> list = models();
    if (list == null) {
      return true;
    }
    for (ModelInfo m : list) {
      if (m.name().equals(model) || ModelInfo.sameModel(m.name(), model)) {
        return true;
      }
    }
    return false;
  }

  Set<String> modelNames() {
    List<ModelInfo> list = models();
    return list == null
        ? Set.of()
        : list.stream().map(ModelInfo::name).collect(Collectors.toUnmodifiableSet());
  }

  int free() {
    return permits.availablePermits();
  }
}
