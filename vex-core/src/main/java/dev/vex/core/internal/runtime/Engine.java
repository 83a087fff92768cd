package dev.vex.core.internal.runtime;

import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.slf4j.LoggerFactory;

/**
 * What a {@link dev.vex.core.VexRuntime} owns: the executor, the HTTP clients, the deadline sweeper
 * and the per-server request permits. Everything starts lazily, on first use; {@link #close()}
 * stops it all and waits for the threads. Thread-safe. Not part of the API.
 */
public final class Engine implements AutoCloseable {
  private static volatile Function<Object, Engine> access;

  /** The engine of the turn the thread is working for, while it is (see {@link #bind}). */
  private static final ThreadLocal<Engine> CURRENT = new ThreadLocal<>();

  private final ExecutorService hostExecutor;
  private final int maxRequestsPerServer;
  private final Duration threadKeepAlive;
  private final String name;
  private final Deadlines deadlines;
  private final Map<Duration, HttpClient> httpClients = new ConcurrentHashMap<>();
  private final Map<String, Semaphore> permits = new ConcurrentHashMap<>();
  private final Object lock = new Object();
  private volatile ThreadPoolExecutor ownExecutor;
  private volatile boolean closed;
  private volatile Object owner;
  private final Deque<AutoCloseable> onClose = new ArrayDeque<>();

  /**
   * Creates the parts of a runtime; nothing starts yet.
   *
   * @param name the prefix of thread names
   * @param hostExecutor the host's executor, or null for one this engine owns
   * @param maxRequestsPerServer how many chat requests run at once per server
   * @param threadKeepAlive how long an idle pool thread lives
   */
  public Engine(
      String name,
      ExecutorService hostExecutor,
      int maxRequestsPerServer,
      Duration threadKeepAlive) {
    this.name = name;
    this.hostExecutor = hostExecutor;
    this.maxRequestsPerServer = maxRequestsPerServer;
    this.threadKeepAlive = threadKeepAlive;
    this.deadlines = new Deadlines(name + "-deadlines");
  }

  /**
   * Lets internal code reach the engine of a public runtime object. Set once by {@code VexRuntime}.
   *
   * @param f the accessor
   */
  public static void access(Function<Object, Engine> f) {
    access = f;
  }

  /**
   * Records the public runtime this engine belongs to, once, right after it is made.
   *
   * @param runtime the {@link dev.vex.core.VexRuntime}
   */
  public void owner(Object runtime) {
    this.owner = Objects.requireNonNull(runtime);
  }

  /**
   * Returns the public runtime this engine belongs to.
   *
   * @return the {@link dev.vex.core.VexRuntime}
   */
  public Object owner() {
    return owner;
  }

  /**
   * Returns the engine of the turn the calling thread is working for, or null outside a turn.
   *
   * @return the bound engine, or null
   */
  public static Engine current() {
    return CURRENT.get();
  }

  /**
   * Makes this the engine of the turn the calling thread works for, until {@link #restore}: the
   * turn's thread from its start to its end, and a pool thread while it runs a fetch or a tool call
   * for the turn. Extensions find their runtime through it ({@code VexRuntime.current()}).
   *
   * @return the engine bound before, to give to {@link #restore}
   */
  public Engine bind() {
    Engine previous = CURRENT.get();
    CURRENT.set(this);
    return previous;
  }

  /**
   * Puts back the engine bound before {@link #bind}; null unbinds (no engine is left behind in the
   * thread, so a pool thread holds no runtime between tasks). Unbinding sets null rather than
   * removing the thread's entry: the next turn on the thread then sets the same entry again, where
   * a removal made it allocate a new one (a weak reference, for the collector to process) and
   * expunge the old, at every turn. An entry holding null pins no runtime and no class of Vex.
   *
   * @param previous what {@link #bind} returned
   */
  public static void restore(Engine previous) {
    CURRENT.set(previous);
  }

  /**
   * Wraps work for a pool thread so that it runs bound to this engine.
   *
   * @param work the work
   * @param <T> its result
   * @return the wrapped work
   */
  public <T> java.util.concurrent.Callable<T> bound(java.util.concurrent.Callable<T> work) {
    return () -> {
      Engine previous = bind();
      try {
        return work.call();
      } finally {
        restore(previous);
      }
    };
  }

  /**
   * Returns the engine of a runtime.
   *
   * @param runtime a {@link dev.vex.core.VexRuntime}
   * @return its engine
   */
  public static Engine of(Object runtime) {
    return access.apply(Objects.requireNonNull(runtime, "runtime"));
  }

  /**
   * Returns the executor for turns, fetchers and tools: the host's, or a cached pool of daemon
   * threads that die when idle.
   *
   * @return the executor
   */
  public ExecutorService executor() {
    return hostExecutor != null ? hostExecutor : own();
  }

  /** This engine's own cached pool of daemon threads, made on first use. */
  private ExecutorService own() {
    ThreadPoolExecutor e = ownExecutor;
    if (e == null) {
      synchronized (lock) {
        checkOpen();
        e = ownExecutor;
        if (e == null) {
          e =
              new ThreadPoolExecutor(
                  0,
                  Integer.MAX_VALUE,
                  threadKeepAlive.toNanos(),
                  TimeUnit.NANOSECONDS,
                  new SynchronousQueue<>(),
                  factory(name + "-worker-"));
          ownExecutor = e;
        }
      }
    }
    return e;
  }

  /**
   * Returns the sweeper that keeps this runtime's deadlines.
   *
   * @return the sweeper
   */
  public Deadlines deadlines() {
    return deadlines;
  }

  /**
   * Returns the shared HTTP/1.1 client with this connect timeout.
   *
   * <p>Its executor is direct: what the JDK client would hand to a pool thread (reading a response,
   * feeding the body subscriber, completing the exchange) runs on its selector thread, which then
   * wakes the caller waiting in {@code send}. That saves a thread wake-up per exchange, about a
   * fifth of a local exchange's time on two cores (measured side by side: a grounded turn's fetch
   * and chat each took about 40 µs less), and no pool thread is ever needed to deliver a response,
   * so no pool, the host's or the runtime's, can hold a response back. The price is a contract on
   * its users, all inside Vex: blocking {@code send}, or a {@code sendAsync} whose future is only
   * waited on (the first turn's {@code /api/show}), never a stage attached to a {@code sendAsync}
   * future, and body subscribers that are quick and never block (the whole-reply collector, the
   * bounded source body, the JDK's input stream, whose reader blocks on its own thread). The
   * delegated tasks of a TLS handshake run on the selector thread as well.
   *
   * @param connectTimeout the connect timeout
   * @return the client
   */
  public HttpClient httpClient(Duration connectTimeout) {
    HttpClient c = httpClients.get(connectTimeout);
    if (c != null) {
      return c;
    }
    synchronized (lock) {
      checkOpen();
      return httpClients.computeIfAbsent(
          connectTimeout,
          t ->
              HttpClient.newBuilder()
                  .version(HttpClient.Version.HTTP_1_1)
                  .connectTimeout(t)
                  .followRedirects(HttpClient.Redirect.NEVER)
                  .executor(Runnable::run) // see above: no pool thread between socket and caller
                  .build());
    }
  }

  /**
   * Returns the shared client with the shortest connect timeout not above {@code connectAtMost}, or
   * a new one with {@code connectAtMost} when there is none.
   *
   * @param connectAtMost the longest connect timeout the caller accepts
   * @return the client
   */
  public HttpClient httpClientWithin(Duration connectAtMost) {
    HttpClient best = null;
    Duration bestTimeout = null;
    for (Map.Entry<Duration, HttpClient> e : httpClients.entrySet()) {
      Duration t = e.getKey();
      if (t.compareTo(connectAtMost) <= 0
          && (bestTimeout == null || t.compareTo(bestTimeout) < 0)) {
        best = e.getValue();
        bestTimeout = t;
      }
    }
    return best != null ? best : httpClient(connectAtMost);
  }

  /**
   * Returns the fair (first come, first served) permits for chat requests to one server.
   *
   * @param server the server's base URL
   * @return the permits
   */
  public Semaphore permits(URI server) {
    return permits(serverKey(server));
  }

  /**
   * Returns the key of a server's permits, for {@link #permits(String)}: a client works it out
   * once, not at each request.
   *
   * @param server the server's base URL
   * @return the key
   */
  public static String serverKey(URI server) {
    return server.getHost() + ":" + server.getPort();
  }

  /**
   * Returns the fair (first come, first served) permits for chat requests to one server.
   *
   * @param key the server's {@link #serverKey key}
   * @return the permits
   */
  public Semaphore permits(String key) {
    Semaphore s = permits.get(key);
    return s != null
        ? s
        : permits.computeIfAbsent(key, k -> new Semaphore(maxRequestsPerServer, true));
  }

  /**
   * Returns whether {@link #close()} was called.
   *
   * @return true when closed
   */
  public boolean closed() {
    return closed;
  }

  private void checkOpen() {
    if (closed) {
      throw new IllegalStateException("the Vex runtime '" + name + "' is closed");
    }
  }

  /**
   * Registers a resource to close when this engine closes, before its threads stop; resources close
   * in the reverse order of registration.
   *
   * @param resource the resource
   * @return false when the engine is already closed (the resource was not registered)
   */
  public boolean onClose(AutoCloseable resource) {
    Objects.requireNonNull(resource, "resource");
    synchronized (lock) {
      if (closed) {
        return false;
      }
      onClose.push(resource);
      return true;
    }
  }

  /**
   * Stops the sweeper, shuts the owned executor down and waits for its threads, and lets the HTTP
   * clients go (closed on a JDK that can close them). The host's executor is left alone.
   */
  @Override
  public void close() {
    List<HttpClient> clients;
    List<AutoCloseable> hooks;
    ThreadPoolExecutor e;
    synchronized (lock) {
      if (closed) {
        return;
      }
      closed = true;
      hooks = new ArrayList<>(onClose);
      onClose.clear();
      clients = new ArrayList<>(httpClients.values());
      httpClients.clear();
      e = ownExecutor;
    }
    for (AutoCloseable hook : hooks) {
      try {
        hook.close();
      } catch (Exception ex) {
        LoggerFactory.getLogger(Engine.class).warn("closing {} with the runtime failed", hook, ex);
      }
    }
    deadlines.close();
    for (HttpClient c : clients) {
      if (c instanceof AutoCloseable closeable) { // Java 21 and later
        try {
          closeable.close();
        } catch (Exception ignored) {
          // closing is best effort; the executor below ends its threads anyway
        }
      }
    }
    if (e != null) {
      e.shutdownNow();
      try {
        e.awaitTermination(5, TimeUnit.SECONDS);
      } catch (InterruptedException ie) {
        Thread.currentThread().interrupt();
      }
    }
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
