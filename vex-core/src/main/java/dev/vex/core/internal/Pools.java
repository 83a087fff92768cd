package dev.vex.core.internal;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two shared, lazily started pools of daemon threads: one runs tools (so that a tool's timeout
 * can be enforced), one runs fetchers in parallel. No turn creates its own pool.
 */
final class Pools {
  private Pools() {}

  private static final class Tools {
    static final ExecutorService POOL = Executors.newCachedThreadPool(factory("vex-tool-"));
  }

  private static final class Grounding {
    static final ExecutorService POOL = Executors.newCachedThreadPool(factory("vex-ground-"));
  }

  static ExecutorService tools() {
    return Tools.POOL;
  }

  static ExecutorService grounding() {
    return Grounding.POOL;
  }

  private static ThreadFactory factory(String prefix) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, prefix + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
