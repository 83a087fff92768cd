package dev.vex.core.pool;

import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.ollama.OllamaClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One {@link ChatBackend} and {@link ModelCatalog} over several model servers — Ollama hosts,
 * OpenAI-compatible engines, or both — for hosts that have outgrown one machine.
 *
 * <pre>{@code
 * ServerPool pool = ServerPool.builder()
 *     .ollama("gpu-1", "http://gpu-1:11434")
 *     .ollama("gpu-2", "http://gpu-2:11434")
 *     .server("vllm", vllm, vllm, 16)            // an OpenAiClient from vex-openai
 *     .build();
 * Agent agent = Agent.builder().backend(pool).catalog(pool).model("qwen2.5:3b").build();
 * }</pre>
 *
 * <p>Each request goes to a server that has the model and whose circuit breaker is closed, chosen
 * {@link Strategy#LEAST_BUSY least busy} (the default) or {@link Strategy#ROUND_ROBIN round robin}.
 * Each server takes at most its concurrency limit at once; requests beyond every limit wait in
 * arrival order. When a server refuses (busy), times out, is unreachable, or fails mid-reply, the
 * request goes on on the next server: a streamed reply is restarted there ({@link
 * StreamHandler#onRestart()}), and the reply's {@link ChatResponse#route()} — hence the turn's
 * trace — names the server that answered and those that failed first. A bad request is not retried
 * elsewhere. A server that fails {@link Builder#failureThreshold(int)} times in a row is taken out
 * for {@link Builder#openDuration(Duration)}, then given one trial request.
 *
 * <p>Every server shares the call's deadline, so one server must not use it all up: while another
 * server could still take a streamed request, a server that sends no text (content or thinking) for
 * {@link Builder#firstTextTimeout(Duration)} — before its first text or between two — or for half
 * the time left before the deadline, whichever is shorter, is given up and the request goes on to
 * the next server. A server that sends its headers and then nothing, or drips nothing but
 * keep-alives, thus holds a turn for at most that bound.
 *
 * <p>The pool starts no threads: model lists are refreshed on the caller's thread when stale, and
 * {@link #checkHealth()} is there for a host that wants to probe on its own schedule. Immutable in
 * its configuration and thread-safe.
 */
public final class ServerPool implements ChatBackend, ModelCatalog {

  /** How the pool chooses among the servers that can take a request. */
  public enum Strategy {
    /** The server with the most free capacity; ties go round robin. */
    LEAST_BUSY,
    /** Each server in turn. */
    ROUND_ROBIN
  }

  /** A server's circuit-breaker state. */
  public enum State {
    /** Taking requests. */
    CLOSED,
    /** Taken out after repeated failures. */
    OPEN,
    /** Its pause is over: the next request is a trial. */
    HALF_OPEN
  }

  /**
   * One server's state, for a status page.
   *
   * @param name the server's name
   * @param state its circuit-breaker state
   * @param inFlight requests it is serving now
   * @param limit how many it may serve at once
   * @param consecutiveFailures failures since its last success
   */
  public record ServerStatus(
      String name, State state, int inFlight, int limit, int consecutiveFailures) {}

  private final List<Member> members;
  private final Strategy strategy;
  private final long firstTextNanos;
  private final AtomicInteger turn = new AtomicInteger();

  private ServerPool(Builder b) {
    if (b.members.isEmpty()) {
      throw new IllegalStateException("a server pool needs at least one server");
    }
    List<Member> list = new ArrayList<>();
    for (Builder.Spec s : b.members.values()) {
      list.add(
          new Member(
              s.name,
              s.backend,
              s.catalog,
              s.limit > 0 ? s.limit : b.maxConcurrent,
              new Breaker(b.failureThreshold, b.openDuration, b.clock),
              b.modelListTtl,
              b.clock));
    }
    this.members = List.copyOf(list);
    this.strategy = b.strategy;
    this.firstTextNanos = b.firstTextTimeout.toNanos();
  }

  /**
   * Starts a builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public ChatResponse chat(ChatRequest request, StreamHandler handler) {
    return chat(request, handler, NO_DEADLINE);
  }

  /**
   * Sends the request to a server, failing over to the next while the deadline allows; each server
   * is given the same deadline, and, while another server could take a streamed request, at most
   * the first-text bound without text.
   */
  @Override
  public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
    Objects.requireNonNull(request, "request");
    Restartable stream = new Restartable(handler == null ? StreamHandler.NONE : handler);
    List<String> failovers = new ArrayList<>();
    List<ChatResponse.Failover> failed = new ArrayList<>();
    Set<Member> tried = new HashSet<>();
    ModelException last = null;
    while (true) {
      Member m = acquire(request.model(), tried, deadlineNanos);
      if (m == null) {
        break;
      }
      tried.add(m);
      m.inFlight.incrementAndGet();
      try {
        stream.restartIfStarted();
        ChatResponse r =
            FirstTextWatch.tryServer(
                m, request, stream, deadlineNanos, textBound(request, deadlineNanos, m, tried));
        if (r == null) {
          throw new IllegalStateException("server " + m.name + " returned no reply");
        }
        m.breaker.success();
        return r.withRoute(new ChatResponse.Route(m.name, failovers, failed));
      } catch (ModelException e) {
        if (Thread.currentThread().isInterrupted()) {
          m.breaker.release();
          throw e;
        }
        ModelException.Kind kind = e.kind(); // compared, not switched on: no generated class
        if (kind == ModelException.Kind.BAD_REQUEST
            || kind == ModelException.Kind.UNSUPPORTED_CAPABILITY
            || kind == ModelException.Kind.REPLY_TOO_LARGE) {
          m.breaker.release();
          throw e;
        } else if (kind == ModelException.Kind.MODEL_NOT_FOUND) {
          m.breaker.release();
          m.forget();
        } else {
          m.breaker.failure();
        }
        failovers.add(m.name + ": " + e.kind() + " " + e.getMessage());
        failed.add(
            new ChatResponse.Failover(
                m.name, e.getClass().getName(), e.kind().name(), e.getMessage()));
        if (deadlineNanos != NO_DEADLINE && deadlineNanos - System.nanoTime() <= 0) {
          throw e; // the call's time is up: no other server gets a try
        }
        log()
            .info(
                "server {} failed for model {}, trying the next: {}",
                m.name,
                request.model(),
                e.getMessage());
        last = e;
      } catch (RuntimeException e) {
        m.breaker.failure();
        failovers.add(m.name + ": threw " + e);
        failed.add(new ChatResponse.Failover(m.name, e.getClass().getName(), "", e.getMessage()));
        last = new ModelFailedException(-1, null, "server " + m.name + " threw: " + e, e);
      } finally {
        m.inFlight.decrementAndGet();
        m.permits.release();
      }
    }
    if (last != null) {
      throw last;
    }
    throw new ModelNotFoundException(
        -1,
        null,
        "model '"
            + request.model()
            + "' is on none of the servers that are up ("
            + String.join(", ", names())
            + "); pull it on one of them or configure another model",
        null);
  }

  /**
   * How long the server may send no text: the configured bound or half the time left, whichever is
   * shorter; 0 (not watched) when the request is not streamed, the bound is off, or no other server
   * could take the request after this one.
   */
  private long textBound(ChatRequest request, long deadlineNanos, Member m, Set<Member> tried) {
    if (!request.stream() || firstTextNanos <= 0 || !othersLeft(request.model(), m, tried)) {
      return 0;
    }
    if (deadlineNanos == NO_DEADLINE) {
      return firstTextNanos;
    }
    return Math.max(1, Math.min(firstTextNanos, (deadlineNanos - System.nanoTime()) / 2));
  }

  private boolean othersLeft(String model, Member current, Set<Member> tried) {
    for (Member o : members) {
      if (o != current
          && !tried.contains(o)
          && o.breaker.state() != State.OPEN
          && o.mayHave(model)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Picks a server for the model among those not tried yet and takes one of its slots: a free slot
   * on the best server if any has one, otherwise the wait for the best one, in arrival order.
   */
  private Member acquire(String model, Set<Member> tried, long deadlineNanos) {
    List<Member> candidates = new ArrayList<>(members.size());
    for (Member m : members) {
      if (!tried.contains(m) && m.breaker.state() != State.OPEN && m.mayHave(model)) {
        candidates.add(m);
      }
    }
    if (candidates.isEmpty()) {
      return null;
    }
    int start = Math.floorMod(turn.getAndIncrement(), candidates.size());
    List<Member> ordered = new ArrayList<>(candidates.size());
    for (int i = 0; i < candidates.size(); i++) {
      ordered.add(candidates.get((start + i) % candidates.size()));
    }
    if (strategy == Strategy.LEAST_BUSY) {
      ordered.sort(Comparator.comparingInt((Member m) -> -m.free()));
    }
    for (Member m : ordered) {
      if (m.permits.tryAcquire()) {
        if (m.breaker.tryPass()) {
          return m;
        }
        m.permits.release();
      }
    }
    for (Member m : ordered) {
      if (m.breaker.tryPass()) {
        boolean late = false;
        try {
          if (deadlineNanos == NO_DEADLINE) {
            m.permits.acquire();
            return m;
          }
          if (m.permits.tryAcquire(
              Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS)) {
            return m;
          }
          late = true;
        } catch (InterruptedException e) {
          m.breaker.release();
          Thread.currentThread().interrupt();
          if (deadlineNanos - System.nanoTime() > 0 || deadlineNanos == NO_DEADLINE) {
            throw new StreamBrokenException(
                -1, null, "interrupted while waiting for a free slot on server " + m.name, e);
          }
          late = true;
        }
        if (late) {
          m.breaker.release();
          throw new ModelTimeoutException(
              ModelTimeoutException.Phase.CALL,
              "no free slot on server "
                  + m.name
                  + " for model '"
                  + model
                  + "' within the call's time: its other requests held every slot",
              null);
        }
      }
    }
    return null;
  }

  /**
   * Lists the models of every server that answers, each once.
   *
   * @return the models
   * @throws ModelException when no server answers
   */
  @Override
  public List<ModelInfo> models() {
    Map<String, ModelInfo> all = new LinkedHashMap<>();
    boolean any = false;
    for (Member m : members) {
      List<ModelInfo> list = m.models();
      if (list != null) {
        any = true;
        for (ModelInfo info : list) {
          all.putIfAbsent(ModelInfo.normalize(info.name()), info);
        }
      }
    }
    if (!any) {
      throw unavailable();
    }
    return List.copyOf(all.values());
  }

  /**
   * Describes a model as the pool can serve it: with the capabilities every server that has it
   * shares, so that no server is sent tools or images its copy cannot take.
   *
   * @param model the model name
   * @return the model, or empty when no server that answers has it
   * @throws ModelException when no server answers
   */
  @Override
  public Optional<ModelInfo> show(String model) {
    ModelInfo first = null;
    Set<String> shared = null;
    boolean any = false;
    for (Member m : members) {
      if (m.models() == null) {
        continue;
      }
      any = true;
      if (!m.modelNames().isEmpty() && !m.mayHave(model)) {
        continue;
      }
      Optional<ModelInfo> info;
      try {
        info = m.catalog.show(model);
      } catch (RuntimeException e) {
        continue;
      }
      if (info.isEmpty()) {
        continue;
      }
      if (first == null) {
        first = info.get();
      }
      if (info.get().capabilitiesKnown()) {
        if (shared == null) {
          shared = new LinkedHashSet<>(info.get().capabilities());
        } else {
          shared.retainAll(info.get().capabilities());
        }
      }
    }
    if (!any) {
      throw unavailable();
    }
    if (first == null) {
      return Optional.empty();
    }
    return Optional.of(
        new ModelInfo(
            first.name(),
            first.family(),
            first.parameterSize(),
            first.sizeBytes(),
            shared == null ? first.capabilities() : shared));
  }

  /**
   * Asks every server for its models now, on the calling thread: a server that answers is put back
   * in service, one that does not counts a failure.
   *
   * @return each server's state afterwards
   */
  public List<ServerStatus> checkHealth() {
    for (Member m : members) {
      m.forget();
      if (m.models() != null) {
        m.breaker.success();
      } else {
        m.breaker.failure();
      }
    }
    return status();
  }

  /**
   * Returns each server's state.
   *
   * @return the servers, in the order they were added
   */
  public List<ServerStatus> status() {
    List<ServerStatus> out = new ArrayList<>();
    for (Member m : members) {
      out.add(
          new ServerStatus(
              m.name, m.breaker.state(), m.inFlight.get(), m.limit, m.breaker.failures()));
    }
    return out;
  }

  private List<String> names() {
    return members.stream().map(m -> m.name).toList();
  }

  private ServerUnavailableException unavailable() {
    return new ServerUnavailableException(
        -1, null, "none of the servers answers (" + String.join(", ", names()) + ")", null);
  }

  @Override
  public String toString() {
    return "ServerPool" + names();
  }

  /** Builds a {@link ServerPool}. Not thread-safe. */
  public static final class Builder {
    private final Map<String, Spec> members = new LinkedHashMap<>();
    private Strategy strategy = Strategy.LEAST_BUSY;
    private int maxConcurrent = 4;
    private int failureThreshold = 3;
    private Duration openDuration = Duration.ofSeconds(30);
    private Duration modelListTtl = Duration.ofSeconds(30);
    private Duration firstTextTimeout = Duration.ofSeconds(30);
    private Clock clock = Clock.systemUTC();

    private record Spec(String name, ChatBackend backend, ModelCatalog catalog, int limit) {}

    private Builder() {}

    /**
     * Adds an Ollama server with the default client settings.
     *
     * @param name a name for the trace and the status, unique in the pool
     * @param baseUrl for example {@code http://gpu-1:11434}
     * @return this builder
     */
    public Builder ollama(String name, String baseUrl) {
      OllamaClient client = OllamaClient.builder().baseUrl(baseUrl).build();
      return server(name, client, client, 0);
    }

    /**
     * Adds a server with the pool's default concurrency limit.
     *
     * @param name a name for the trace and the status, unique in the pool
     * @param backend how to chat with it
     * @param catalog what models it has
     * @return this builder
     */
    public Builder server(String name, ChatBackend backend, ModelCatalog catalog) {
      return server(name, backend, catalog, 0);
    }

    /**
     * Adds a server with its own concurrency limit (Ollama's {@code OLLAMA_NUM_PARALLEL}, vLLM's
     * batch size, …).
     *
     * @param name a name for the trace and the status, unique in the pool
     * @param backend how to chat with it
     * @param catalog what models it has
     * @param maxConcurrent requests it takes at once, at least 1; 0 for the pool's default
     * @return this builder
     */
    public Builder server(
        String name, ChatBackend backend, ModelCatalog catalog, int maxConcurrent) {
      Objects.requireNonNull(name, "name");
      if (members.containsKey(name)) {
        throw new IllegalArgumentException("two servers are named " + name);
      }
      if (maxConcurrent < 0) {
        throw new IllegalArgumentException("maxConcurrent must be >= 0: " + maxConcurrent);
      }
      members.put(
          name,
          new Spec(
              name,
              Objects.requireNonNull(backend, "backend"),
              Objects.requireNonNull(catalog, "catalog"),
              maxConcurrent));
      return this;
    }

    /**
     * Sets how a server is chosen. The default is {@link Strategy#LEAST_BUSY}.
     *
     * @param strategy the strategy
     * @return this builder
     */
    public Builder strategy(Strategy strategy) {
      this.strategy = Objects.requireNonNull(strategy, "strategy");
      return this;
    }

    /**
     * Sets the concurrency limit of servers added without one. The default is 4.
     *
     * @param requests at least 1
     * @return this builder
     */
    public Builder maxConcurrentPerServer(int requests) {
      if (requests < 1) {
        throw new IllegalArgumentException("maxConcurrentPerServer must be >= 1: " + requests);
      }
      this.maxConcurrent = requests;
      return this;
    }

    /**
     * Sets how many failures in a row take a server out. The default is 3.
     *
     * @param failures at least 1
     * @return this builder
     */
    public Builder failureThreshold(int failures) {
      if (failures < 1) {
        throw new IllegalArgumentException("failureThreshold must be >= 1: " + failures);
      }
      this.failureThreshold = failures;
      return this;
    }

    /**
     * Sets how long a failing server stays out before a trial request. The default is 30 seconds.
     *
     * @param duration positive
     * @return this builder
     */
    public Builder openDuration(Duration duration) {
      if (duration.isNegative() || duration.isZero()) {
        throw new IllegalArgumentException("openDuration must be positive: " + duration);
      }
      this.openDuration = duration;
      return this;
    }

    /**
     * Sets how long a server's model list is trusted. The default is 30 seconds.
     *
     * @param ttl not negative
     * @return this builder
     */
    public Builder modelListTtl(Duration ttl) {
      if (ttl.isNegative()) {
        throw new IllegalArgumentException("modelListTtl must not be negative: " + ttl);
      }
      this.modelListTtl = ttl;
      return this;
    }

    /**
     * Sets how long a server may send no text (content or thinking) in a streamed reply, before its
     * first text or between two, while another server could take the request: then the request goes
     * on to the next server (the reply restarts there), so that a server that sends its headers and
     * then nothing cannot hold the turn until its deadline. The bound used is this or half the time
     * left before the call's deadline, whichever is shorter, which leaves the next server at least
     * as much time. The last server that could take the request, and a request that is not
     * streamed, are bounded by the deadline and the client's own timeouts only. The default is 30
     * seconds; a server that loads models cold or writes long tool calls before any text may need
     * more.
     *
     * @param timeout zero to turn the bound off, or a positive duration
     * @return this builder
     */
    public Builder firstTextTimeout(Duration timeout) {
      if (timeout.isNegative()) {
        throw new IllegalArgumentException("firstTextTimeout must not be negative: " + timeout);
      }
      this.firstTextTimeout = timeout;
      return this;
    }

    /**
     * Sets the clock of the breakers and caches. The default is the system clock.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Builds the pool.
     *
     * @return the pool
     * @throws IllegalStateException when no server was added
     */
    public ServerPool build() {
      return new ServerPool(this);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(ServerPool.class);
  }
}
