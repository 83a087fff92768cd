package dev.vex.simulator;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A real HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that speaks Ollama's wire protocol, in
 * the manner of OkHttp's MockWebServer: {@link #enqueue(Reply) enqueue} replies, run the client,
 * then {@link #takeRequest() take} the recorded requests.
 *
 * <pre>{@code
 * try (OllamaSimulator ollama = OllamaSimulator.start()) {
 *   ollama.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Tokyo\"}"));
 *   ... point the client at ollama.baseUrl() ...
 *   assertThat(ollama.takeRequest().toolNames()).contains("get_weather");
 * }
 * }</pre>
 *
 * <p>It serves {@code GET /}, {@code /api/version}, {@code /api/tags}, {@code /api/ps}, {@code POST
 * /api/show}, {@code POST /api/chat} and {@code POST /api/generate} (streamed NDJSON by default,
 * one JSON object with {@code stream:false}), {@code /api/embed} and {@code /api/embeddings}
 * (deterministic vectors from the text), {@code /api/pull}, {@code /api/delete} and {@code
 * /api/copy}, and makes Ollama's own checks before replying (Go's decoding errors, unknown model,
 * tools or thinking on a model without the capability, string tool arguments in history, data-URI
 * images). Model names resolve as Ollama's do ({@code library/qwen2.5:3b} is {@code qwen2.5:3b}).
 * Like Ollama bound to loopback, it answers CORS preflights and refuses a foreign {@code Origin} or
 * a non-local {@code Host} with 403. The simulator is thread-safe; connections are kept alive and
 * served one thread each.
 *
 * <p>Like Ollama, it also speaks the OpenAI-compatible dialect under {@code /v1}: {@code POST
 * /v1/chat/completions} (a {@code chat.completion} object, or server-sent {@code
 * chat.completion.chunk} events ending in {@code data: [DONE]}), {@code /v1/completions}, {@code
 * /v1/embeddings}, {@code GET /v1/models} and {@code /v1/models/{model}}. The same scripted replies
 * and checks apply; errors are OpenAI error objects. A failure mid-stream ends the stream as Ollama
 * does: one empty chunk and no {@code [DONE]}, so the error's text never reaches the client.
 *
 * <p><b>Version profiles.</b> The simulator behaves as the Ollama version given to {@link
 * Builder#version(String)}, {@value #TARGET_VERSION} by default. Each behaviour that changed
 * between versions follows Ollama's source at that version (the code cites file and tag); {@link
 * #PROFILES} are the versions the conformance suite checks with real clients:
 *
 * <ul>
 *   <li>before 0.17.7, a {@code think} level ({@code "low"}, {@code "medium"}, {@code "high"},
 *       OpenAI's {@code reasoning_effort}) is refused with 400 {@code think value "low" is not
 *       supported for this model} for every model but gpt-oss;
 *   <li>from 0.30.0, {@code /api/tags} lists each model's {@code capabilities};
 *   <li>from 0.18.0, {@code /v1} errors of the native handlers are typed by status ({@code
 *       not_found_error}, {@code invalid_request_error}); before, all are {@code api_error};
 *   <li>from 0.22.0, {@code think:"max"} is a valid level;
 *   <li>from 0.12.7, {@code /v1/embeddings} honours {@code encoding_format} (base64); before, it
 *       always sends float arrays (the openai npm client, which asks for base64, misreads them);
 *   <li>from 0.12.10 tool calls carry an {@code id}; from 0.12.6 {@code function.index} is always
 *       sent; from 0.12.5 thinking and tools are refused by separate checks.
 * </ul>
 *
 * <p>The current-version profile keeps the 0.12 shape of {@code /v1} stream chunks (newer servers
 * send the role only in the first chunk and the finish reason in a chunk of its own); clients read
 * both the same.
 */
public final class OllamaSimulator implements AutoCloseable {
  /** The Ollama version Vex targets, and the simulator's default profile. */
  public static final String TARGET_VERSION = "0.12.10";

  /**
   * The version profiles the conformance suite drives with real clients: {@code 0.12.0} (the first
   * 0.12), {@value #TARGET_VERSION} (the default) and {@code 0.32.15} (the newest release read,
   * 2026).
   */
  public static final List<String> PROFILES = List.of("0.12.0", TARGET_VERSION, "0.32.15");

  private static final Duration DEFAULT_TAKE_TIMEOUT = Duration.ofSeconds(5);

  private final HttpServerCore server;
  private final ModelCatalog catalog;
  private final String version;
  private final ConcurrentLinkedQueue<Reply> replies = new ConcurrentLinkedQueue<>();
  private final BlockingQueue<RecordedRequest> untaken = new LinkedBlockingQueue<>();
  private final ArrayDeque<RecordedRequest> chats = new ArrayDeque<>(); // guarded by itself
  private final int maxRecorded;
  private final AtomicInteger requestCount = new AtomicInteger();
  private volatile Function<RecordedRequest, Reply> dispatcher =
      r -> Reply.text("(simulator) no scripted reply");
  private volatile SimRouter router;
  private final Slots slots;

  private OllamaSimulator(Builder b) {
    Profile profile = new Profile(b.version);
    this.catalog = new ModelCatalog(b.models.isEmpty() ? SimModel.defaults() : b.models, profile);
    this.version = b.version;
    this.maxRecorded = b.maxRecorded;
    this.server = new HttpServerCore((request, http) -> router.handle(request, http), b.port);
    ChatResponder responder =
        new ChatResponder(
            server, b.version, b.firstByteDelay, b.tokenDelay, b.chunkBytes, b.coldLoad);
    this.slots = new Slots(b.parallel, b.maxQueue);
    ChatHandler chat =
        new ChatHandler(
            catalog,
            slots,
            replies,
            () -> dispatcher,
            responder,
            server,
            b.firstByteDelay,
            b.version);
    OpenAiHandler openAi =
        new OpenAiHandler(
            catalog,
            slots,
            chat,
            server,
            b.firstByteDelay,
            b.tokenDelay,
            b.openAiArgumentPieces,
            b.retryAfter,
            profile);
    PullHandler pull = new PullHandler(catalog, b.registry, server, b.pullStepDelay);
    GenerateHandler generate = new GenerateHandler(catalog, slots, chat, server, profile);
    EmbedHandler embed = new EmbedHandler(catalog, profile);
    this.router =
        new SimRouter(this::record, catalog, chat, openAi, pull, generate, embed, b.version);
    server.start();
  }

  /**
   * Starts a simulator with the default models ({@link SimModel#defaults()}) and settings.
   *
   * @return the running simulator
   */
  public static OllamaSimulator start() {
    return builder().start();
  }

  /**
   * Returns a builder for a simulator with other models, version, concurrency or latency.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the base URL to give a client.
   *
   * @return {@code http://127.0.0.1:PORT}
   */
  public URI baseUrl() {
    return URI.create("http://127.0.0.1:" + port());
  }

  /**
   * Returns the port the simulator listens on.
   *
   * @return the ephemeral port
   */
  public int port() {
    return server.port();
  }

  /**
   * Returns the Ollama version the simulator reports.
   *
   * @return for example {@code 0.12.10}
   */
  public String version() {
    return version;
  }

  /**
   * Returns the models the simulator serves.
   *
   * @return the models, in {@code /api/tags} order
   */
  public List<SimModel> models() {
    return catalog.models();
  }

  /**
   * Adds a reply to the FIFO queue that {@code POST /api/chat} consumes. Requests the server
   * rejects (unknown model, missing capability, ...) and preload requests with no messages do not
   * consume a reply.
   *
   * @param reply the reply
   */
  public void enqueue(Reply reply) {
    replies.add(Objects.requireNonNull(reply, "reply"));
  }

  /**
   * Returns how many enqueued replies are still waiting.
   *
   * @return the count
   */
  public int pendingReplies() {
    return replies.size();
  }

  /**
   * Sets what answers {@code POST /api/chat} when the queue is empty (for demos and benchmarks).
   * The default answers {@code Reply.text("(simulator) no scripted reply")}. A dispatcher that
   * throws gives a 500 naming the exception.
   *
   * @param dispatcher a function of the recorded request; called on connection threads
   */
  public void setDispatcher(Function<RecordedRequest, Reply> dispatcher) {
    this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
  }

  /**
   * Takes the next recorded request of any path, waiting up to 5 seconds.
   *
   * @return the request
   * @throws IllegalStateException when none arrives in time
   */
  public RecordedRequest takeRequest() {
    return takeRequest(DEFAULT_TAKE_TIMEOUT);
  }

  /**
   * Takes the next recorded request of any path.
   *
   * @param timeout how long to wait
   * @return the request
   * @throws IllegalStateException when none arrives in time
   */
  public RecordedRequest takeRequest(Duration timeout) {
    try {
      RecordedRequest r = untaken.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
      if (r == null) {
        throw new IllegalStateException(
            "no request reached the Ollama simulator within "
                + timeout
                + " ("
                + requestCount()
                + " received in total)");
      }
      return r;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a request", e);
    }
  }

  /**
   * Returns every {@code POST /api/chat} (and {@code /v1/chat/completions}) recorded so far, taken
   * or not, in arrival order: the last {@link Builder#maxRecorded(int) maxRecorded} of them.
   *
   * @return a snapshot
   */
  public List<RecordedRequest> chatRequests() {
    synchronized (chats) {
      return List.copyOf(chats);
    }
  }

  /**
   * Returns how many requests of any path were received.
   *
   * @return the count
   */
  public int requestCount() {
    return requestCount.get();
  }

  /**
   * Waits until at least {@code count} chat requests wait for a parallel slot: the handshake that
   * tells a test a request is queued, without sleeping.
   *
   * @param count how many must wait, 1 or more
   * @param timeout how long to wait for them
   * @return whether they were waiting within the time
   * @throws InterruptedException when the calling thread is interrupted
   */
  public boolean awaitWaitingForSlot(int count, Duration timeout) throws InterruptedException {
    return slots.awaitWaiting(count, timeout.toNanos());
  }

  /**
   * Waits until at least {@code count} chat requests hold a parallel slot, and so have their reply
   * or are about to take it: the handshake that tells a test which request a queued reply went to.
   * A request is recorded ({@link #takeRequest()}) before it takes a slot, so a request sent after
   * {@code takeRequest} returns may still take the slot first.
   *
   * @param count how many must hold a slot, 1 or more
   * @param timeout how long to wait for them
   * @return whether they held a slot within the time
   * @throws InterruptedException when the calling thread is interrupted
   */
  public boolean awaitRunning(int count, Duration timeout) throws InterruptedException {
    return slots.awaitRunning(count, timeout.toNanos());
  }

  /** Stops the server, closing open connections and ending stalls and delays at once. */
  @Override
  public void close() {
    server.close();
  }

  /**
   * Records a request in constant time; beyond {@code maxRecorded} the oldest is dropped, so that a
   * long benchmark or demo neither grows the heap nor slows down request by request.
   */
  private void record(RecordedRequest r) {
    requestCount.incrementAndGet();
    if (maxRecorded == 0) {
      return;
    }
    if (r.method().equals("POST")
        && (r.path().equals("/api/chat") || r.path().equals("/v1/chat/completions"))) {
      synchronized (chats) {
        if (chats.size() == maxRecorded) {
          chats.removeFirst();
        }
        chats.addLast(r);
      }
    }
    synchronized (untaken) {
      if (untaken.size() >= maxRecorded) {
        untaken.poll();
      }
      untaken.add(r);
    }
  }

  /**
   * Configures a simulator. Each setter states its default; {@link #start()} binds the port. Not
   * thread-safe; the built simulator is.
   */
  public static final class Builder {
    private final List<SimModel> models = new ArrayList<>();
    private String version = TARGET_VERSION;
    private int parallel = 1;
    private int maxQueue = 512;
    private Duration firstByteDelay = Duration.ZERO;
    private Duration tokenDelay = Duration.ZERO;
    private int chunkBytes;
    private Duration coldLoad = Duration.ofNanos(2_969_184_542L);
    private int openAiArgumentPieces = 1;
    private int port;
    private final List<SimModel> registry = new ArrayList<>();
    private Duration pullStepDelay = Duration.ZERO;
    private Duration retryAfter;
    private int maxRecorded = 10_000;

    private Builder() {}

    /**
     * Sets how many requests the simulator keeps for {@link #takeRequest()} and {@link
     * #chatRequests()}: beyond it the oldest are dropped ({@link #requestCount()} still counts
     * every request). The default is 10,000; 0 records nothing, for benchmarks.
     *
     * @param maxRecorded 0 or more
     * @return this builder
     */
    public Builder maxRecorded(int maxRecorded) {
      if (maxRecorded < 0) {
        throw new IllegalArgumentException("maxRecorded must not be negative: " + maxRecorded);
      }
      this.maxRecorded = maxRecorded;
      return this;
    }

    /**
     * Adds a model. Without any, the simulator serves {@link SimModel#defaults()}.
     *
     * @param model the model
     * @return this builder
     */
    public Builder model(SimModel model) {
      models.add(Objects.requireNonNull(model, "model"));
      return this;
    }

    /**
     * Sets the Ollama version the simulator reports and behaves as (its profile; see the class
     * comment for what changes with it). Any version parses; {@link #PROFILES} are the ones checked
     * against real clients. The default is {@value #TARGET_VERSION}.
     *
     * @param version for example {@code 0.12.10}
     * @return this builder
     */
    public Builder version(String version) {
      Versions.parse(Objects.requireNonNull(version, "version"));
      this.version = version;
      return this;
    }

    /**
     * Sets how many chat requests run at once ({@code OLLAMA_NUM_PARALLEL}); others wait. The
     * default is 1.
     *
     * @param parallel 1 or more
     * @return this builder
     */
    public Builder parallel(int parallel) {
      if (parallel < 1) {
        throw new IllegalArgumentException("parallel must be at least 1: " + parallel);
      }
      this.parallel = parallel;
      return this;
    }

    /**
     * Sets how many chat requests may wait for a slot ({@code OLLAMA_MAX_QUEUE}); the next one gets
     * 503. The default is 512.
     *
     * @param maxQueue 0 or more
     * @return this builder
     */
    public Builder maxQueue(int maxQueue) {
      if (maxQueue < 0) {
        throw new IllegalArgumentException("maxQueue must not be negative: " + maxQueue);
      }
      this.maxQueue = maxQueue;
      return this;
    }

    /**
     * Sets the delay before the status line of each chat reply (a model load). The default is zero.
     *
     * @param delay not negative
     * @return this builder
     */
    public Builder firstByteDelay(Duration delay) {
      this.firstByteDelay = nonNegative(delay);
      return this;
    }

    /**
     * Sets the delay between streamed lines. The default is zero.
     *
     * @param delay not negative
     * @return this builder
     */
    public Builder tokenDelay(Duration delay) {
      this.tokenDelay = nonNegative(delay);
      return this;
    }

    /**
     * Cuts each streamed NDJSON line into HTTP chunks of at most this many bytes, each flushed on
     * its own, so that a line spans chunks and a chunk may end inside a UTF-8 character, as happens
     * behind proxies and on slow links. The default, 0, sends each line as one chunk, as Ollama
     * does.
     *
     * @param bytes 0, or 1 and more
     * @return this builder
     */
    public Builder chunkBytes(int bytes) {
      if (bytes < 0) {
        throw new IllegalArgumentException("chunkBytes must not be negative: " + bytes);
      }
      this.chunkBytes = bytes;
      return this;
    }

    /**
     * Splits each tool call's arguments string across this many stream events on {@code
     * /v1/chat/completions}, as vLLM and OpenAI stream them (the first event carries the id and the
     * name, the rest only the index and the next piece). The default is 1: whole, as Ollama sends
     * them.
     *
     * @param pieces at least 1
     * @return this builder
     */
    public Builder openAiArgumentPieces(int pieces) {
      if (pieces < 1) {
        throw new IllegalArgumentException("pieces must be >= 1: " + pieces);
      }
      this.openAiArgumentPieces = pieces;
      return this;
    }

    /**
     * Sets the {@code load_duration} a cold request reports: one whose model is not loaded (the
     * first for each model, and the first after an unload or after its keep-alive ran out). It is
     * reported, not slept (use {@link #firstByteDelay(Duration)} for a real wait); warm requests
     * report only the time measured before their first byte. The default is 2.97 seconds, the cold
     * load in Ollama's documentation example.
     *
     * @param load not negative
     * @return this builder
     */
    public Builder coldLoadDuration(Duration load) {
      this.coldLoad = nonNegative(load);
      return this;
    }

    /**
     * Sends a {@code Retry-After} header with 429 and 503 answers on {@code /v1}, as hosted
     * OpenAI-compatible servers do. The default is none, as Ollama.
     *
     * @param delay sent in whole seconds
     * @return this builder
     */
    public Builder retryAfter(Duration delay) {
      this.retryAfter = nonNegative(delay);
      return this;
    }

    /**
     * Puts a model in the simulated registry: it is not installed, and {@code POST /api/pull}
     * downloads it (streaming Ollama's status lines), after which it is in {@code /api/tags}.
     *
     * @param model the model
     * @return this builder
     */
    public Builder pullable(SimModel model) {
      registry.add(Objects.requireNonNull(model, "model"));
      return this;
    }

    /**
     * Sets the pause between the status lines of a pull, to watch a progress bar move. The default
     * is zero.
     *
     * @param delay not negative
     * @return this builder
     */
    public Builder pullStepDelay(Duration delay) {
      this.pullStepDelay = nonNegative(delay);
      return this;
    }

    /**
     * Binds this port instead of an ephemeral one, for example to bring a server back where a
     * client knew it. The default is 0: an ephemeral port.
     *
     * @param port 0 to 65535
     * @return this builder
     */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("port must be 0..65535: " + port);
      }
      this.port = port;
      return this;
    }

    /**
     * Binds 127.0.0.1 (on an ephemeral port unless {@link #port(int)} is set) and starts serving.
     *
     * @return the running simulator
     */
    public OllamaSimulator start() {
      return new OllamaSimulator(this);
    }

    private static Duration nonNegative(Duration d) {
      if (Objects.requireNonNull(d, "delay").isNegative()) {
        throw new IllegalArgumentException("delay must not be negative: " + d);
      }
      return d;
    }
  }
}
