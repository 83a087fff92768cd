package dev.vex.core;

import dev.vex.core.internal.runtime.Engine;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

/**
 * The threads and connections Vex runs on: one executor (asynchronous turns, parallel fetchers and
 * tools), the HTTP clients that talk to Ollama and to the grounding sources, one deadline sweeper
 * thread, and a limit on concurrent model requests per server. Everything starts lazily on first
 * use and stops at {@link #close()}: no Vex thread is left afterwards (on Java 17 the JDK HTTP
 * client's selector thread ends once the client is collected; on Java 21 it is closed at once).
 *
 * <p>Hosts that manage threads themselves build one, hand it to {@link
 * Agent.Builder#runtime(VexRuntime)} and {@link dev.vex.core.ollama.OllamaClient.Builder#runtime},
 * and close it on shutdown or redeploy:
 *
 * <pre>{@code
 * VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(4).build();
 * Agent agent = Agent.builder().runtime(runtime).model("qwen2.5:3b").build();
 * ...
 * runtime.close();
 * }</pre>
 *
 * <p>The agent's runtime also serves what its turns run: the built-in fetchers send on its HTTP
 * client and are timed by its sweeper, and host extensions find it through {@link #current()}.
 * Everything else uses {@link #defaultRuntime()}. Thread-safe.
 */
public final class VexRuntime implements AutoCloseable {
  private static final Object DEFAULT_LOCK = new Object();
  private static volatile VexRuntime defaultRuntime;

  static {
    Engine.access(r -> ((VexRuntime) r).engine);
  }

  private final Engine engine;
  private final Executor executor;

  private VexRuntime(Builder b, String name) {
    this.engine = new Engine(name, b.executor, b.maxRequestsPerServer, b.threadKeepAlive);
    engine.owner(this);
    this.executor = command -> engine.executor().execute(command);
  }

  /**
   * Starts a runtime configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the runtime used by agents and clients built without one. It is created on first use;
   * once closed, the next call creates a fresh one (so a host that closes it on redeploy leaves
   * nothing behind, and the next deployment starts clean).
   *
   * @return the default runtime
   */
  public static VexRuntime defaultRuntime() {
    VexRuntime r = defaultRuntime;
    if (r != null && !r.engine.closed()) {
      return r;
    }
    synchronized (DEFAULT_LOCK) {
      r = defaultRuntime;
      if (r == null || r.engine.closed()) {
        r = new VexRuntime(new Builder(), "vex");
        defaultRuntime = r;
      }
      return r;
    }
  }

  /**
   * Returns the runtime of the turn the calling thread is working for: during a turn, the runtime
   * of the agent running it (on the turn's own thread, and on a pool thread while it runs one of
   * the turn's fetches or tool calls); anywhere else, {@link #defaultRuntime()}. Fetchers, tools
   * and guards that make their own HTTP calls or start work of their own take the runtime from
   * here, so that what they start belongs to the host's runtime and ends when the host closes it:
   *
   * <pre>{@code
   * public GroundTruth fetch(Intent intent) throws Exception {
   *   CompletableFuture<String> body = CompletableFuture.supplyAsync(
   *       () -> download(intent), VexRuntime.current().executor());
   *   ...
   * }
   * }</pre>
   *
   * <p>A thread the extension starts itself, or a task it hands to an executor of its own, is
   * outside the turn and sees the default runtime.
   *
   * @return the turn's runtime, or the default runtime outside a turn
   */
  public static VexRuntime current() {
    Engine e = Engine.current();
    return e != null ? (VexRuntime) e.owner() : defaultRuntime();
  }

  /**
   * Returns the executor this runtime runs its work on, for extensions (a fetcher's HTTP call, a
   * tool's parallel work) that need one: never {@code CompletableFuture}'s default executor, which
   * on a machine with two CPUs starts a new thread per task. It cannot be shut down through this
   * view.
   *
   * @return the executor
   * @throws IllegalStateException from {@code execute} once the runtime is closed
   */
  public Executor executor() {
    return executor;
  }

  /**
   * Returns this runtime's shared HTTP client for an extension's requests (a fetcher's source, a
   * tool's web call), so that no extension builds clients or threads of its own: HTTP/1.1, no
   * redirects followed (judge each hop yourself), and no pool thread between the socket and the
   * caller — the thread that reads a response completes the request. So use it with {@code send}
   * (blocking, on the turn's or the runtime's thread) or with {@code sendAsync} and quick,
   * non-blocking continuations only. One client per connect timeout, released when the runtime
   * closes.
   *
   * @param connectTimeout the connect timeout
   * @return the client
   * @throws IllegalStateException when the runtime is closed
   */
  public java.net.http.HttpClient httpClient(Duration connectTimeout) {
    return engine.httpClient(Objects.requireNonNull(connectTimeout, "connectTimeout"));
  }

  /**
   * Returns one of this runtime's shared HTTP clients (as {@link #httpClient}) whose connect
   * timeout is at most {@code connectAtMost}: the one already made with the shortest such timeout
   * (usually the Ollama client's, 2 seconds by default), else a new one with {@code connectAtMost}.
   * A fetcher that needs only an upper bound on connecting uses it, so that a turn's source and
   * model exchanges share one client and its connections' threads instead of each making its own.
   *
   * @param connectAtMost the longest connect timeout the caller accepts
   * @return the client
   * @throws IllegalStateException when the runtime is closed
   */
  public java.net.http.HttpClient httpClientWithin(Duration connectAtMost) {
    return engine.httpClientWithin(Objects.requireNonNull(connectAtMost, "connectAtMost"));
  }

  /**
   * Starts a deadline on this runtime's one sweeper thread: {@code expiry} runs once when {@code
   * window} passes without {@link Deadline#progress()}. For an extension's I/O that must end in
   * time (interrupt the caller, close a stream), without a timer thread of its own. The expiry runs
   * on the sweeper and must be quick.
   *
   * @param window the time allowed, and again after each progress
   * @param expiry what to do when it passes
   * @return the deadline; cancel it when the work is done
   * @throws IllegalStateException when the runtime is closed
   */
  public Deadline deadline(Duration window, Runnable expiry) {
    Objects.requireNonNull(expiry, "expiry");
    return new Deadline(engine.deadlines().watch(window.toNanos(), expiry::run));
  }

  /** A deadline started by {@link #deadline}. Thread-safe. */
  public static final class Deadline {
    private final dev.vex.core.internal.runtime.Deadlines.Watch watch;

    private Deadline(dev.vex.core.internal.runtime.Deadlines.Watch watch) {
      this.watch = watch;
    }

    /** Moves the deadline to one window from now. */
    public void progress() {
      watch.progress();
    }

    /**
     * Returns whether the deadline passed and its expiry ran or is running.
     *
     * @return true when it passed
     */
    public boolean passed() {
      return watch.fired();
    }

    /**
     * Stops it. When the expiry had already started, waits for it to finish, so that the caller can
     * undo its effect (clear an interrupt) knowing no more is coming.
     *
     * @return true when stopped in time; false when the expiry ran
     */
    public boolean cancel() {
      return watch.cancel();
    }
  }

  /**
   * Runs an action when the turn running on this thread is cancelled or its time runs out: for
   * blocking I/O that does not answer interrupts (close the stream being read). It works on the
   * turn's own thread, where a chat backend runs and where fetchers and tool handlers that say they
   * answer interrupts run; on other threads, and after the returned registration is closed, the
   * action is never run (work on the runtime's pool is ended by the interrupt its future's cancel
   * sends). One registration at a time per turn: a new one replaces the last. When the turn has
   * already been stopped, the action runs at once.
   *
   * @param action what stops the work; quick, and safe to run from another thread
   * @return the registration; close it when the work is done
   */
  public static TurnAbort onTurnAbort(Runnable action) {
    dev.vex.core.internal.runtime.Abort.Registration r =
        dev.vex.core.internal.runtime.Abort.register(Objects.requireNonNull(action, "action"));
    return r::close;
  }

  /** A registration made with {@link #onTurnAbort}; closing it twice does nothing. */
  @FunctionalInterface
  public interface TurnAbort extends AutoCloseable {
    /** Stops watching the turn for this action. */
    @Override
    void close();
  }

  /**
   * Closes a resource of an extension when this runtime closes: the MCP server processes a host's
   * agent started, a connection pool. Resources close first at {@link #close()}, while the executor
   * still runs, in the reverse order they were registered; one that throws is logged and the rest
   * still close.
   *
   * @param resource the resource
   * @throws IllegalStateException when this runtime is already closed; the resource is then closed
   *     before the exception is thrown
   */
  public void closeWithRuntime(AutoCloseable resource) {
    if (!engine.onClose(resource)) {
      try {
        resource.close();
      } catch (Exception e) {
        // the caller learns of the closed runtime below
      }
      throw new IllegalStateException("the runtime is closed; build a new VexRuntime");
    }
  }

  /**
   * Returns whether this runtime was closed.
   *
   * @return true when closed
   */
  public boolean isClosed() {
    return engine.closed();
  }

  /**
   * Stops the deadline sweeper, shuts down the executor this runtime created (a host's executor is
   * left to the host) and waits up to 5 seconds for their threads, and releases the HTTP clients.
   * Turns still running fail; later turns on this runtime throw {@link IllegalStateException}.
   * Closing twice does nothing.
   */
  @Override
  public void close() {
    engine.close();
  }

  @Override
  public String toString() {
    return "VexRuntime[" + (isClosed() ? "closed" : "open") + "]";
  }

  /** Configures a {@link VexRuntime}. Not thread-safe. */
  public static final class Builder {
    private ExecutorService executor;
    private int maxRequestsPerServer = 4;
    private Duration threadKeepAlive = Duration.ofSeconds(30);

    private Builder() {}

    /**
     * Runs asynchronous turns, parallel fetchers and tools on the host's executor, which {@link
     * VexRuntime#close()} leaves running. The default is a pool of daemon threads that this runtime
     * creates on first use and shuts down at close. The HTTP clients never deliver a response on a
     * pool: the thread that reads it wakes the waiting caller itself, so a bounded host pool whose
     * threads all wait in turns can never hold back the responses they wait for. The executor must
     * not run tasks on the submitting thread; a bounded one needs a thread per asynchronous turn
     * running at once, plus one per fetch or tool call those turns run in parallel (a fetch or a
     * lone tool call that answers interrupts runs on the turn's thread).
     *
     * @param executor the executor
     * @return this builder
     */
    public Builder executor(ExecutorService executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /**
     * Sets how many chat requests may run at once against one Ollama server; more wait, first come
     * first served, instead of filling the server's queue (which answers 503 when full). Ollama
     * runs {@code OLLAMA_NUM_PARALLEL} requests at once. The default is 4.
     *
     * @param max 1 to 1024
     * @return this builder
     */
    public Builder maxRequestsPerServer(int max) {
      if (max < 1 || max > 1024) {
        throw new IllegalArgumentException("maxRequestsPerServer must be 1..1024: " + max);
      }
      this.maxRequestsPerServer = max;
      return this;
    }

    /**
     * Sets how long an idle thread of the runtime's own pool lives. The default is 30 seconds.
     *
     * @param keepAlive a positive duration
     * @return this builder
     */
    public Builder threadKeepAlive(Duration keepAlive) {
      if (keepAlive.isNegative() || keepAlive.isZero()) {
        throw new IllegalArgumentException("threadKeepAlive must be positive: " + keepAlive);
      }
      this.threadKeepAlive = keepAlive;
      return this;
    }

    /**
     * Builds the runtime; no thread starts until it is used.
     *
     * @return the runtime
     */
    public VexRuntime build() {
      return new VexRuntime(this, "vex-rt");
    }
  }
}
