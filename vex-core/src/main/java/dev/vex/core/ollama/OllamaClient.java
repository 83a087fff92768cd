package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.internal.runtime.TlsWarmUp;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ReplyTooLargeException;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A client for Ollama's native API: {@code /api/chat} (whole or streamed), {@code /api/tags},
 * {@code /api/show}, {@code /api/version} and {@code /api/ps}. Every failure becomes a typed {@link
 * ModelException} that keeps the server's message.
 *
 * <p>Immutable and thread-safe. Its HTTP connections and deadlines come from a {@link VexRuntime}
 * (by default {@link VexRuntime#defaultRuntime()}), which also limits how many chat requests run at
 * once against one server: more wait their turn, first come first served.
 *
 * <pre>{@code
 * OllamaClient ollama = OllamaClient.builder().baseUrl("http://127.0.0.1:11434").build();
 * ChatResponse r = ollama.chat(ChatRequest.builder("qwen2.5:3b")
 *     .message(Message.user("Hello")).build());
 * }</pre>
 */
public final class OllamaClient implements ChatBackend, ModelCatalog {
  private static final Duration DEFAULT_CONNECT = Duration.ofSeconds(2);
  private static final int QUERY_BODY_LIMIT = 8 * 1024 * 1024;
  private static final int DEFAULT_MAX_REPLY_CHARS = 1024 * 1024;

  private final URI baseUrl;
  private final URI chatUri;
  private final String server;
  private final OllamaHttp http;
  private final ChatExchange exchange;
  private final Duration idleTimeout;
  private final Duration queryTimeout;
  private final int busyRetries;
  private final Duration busyBackoff;

  private OllamaClient(Builder b) {
    this.baseUrl = b.baseUrl != null ? b.baseUrl : OllamaHost.fromEnvironment(System.getenv());
    this.chatUri = endpoint("/api/chat");
    this.server = Engine.serverKey(baseUrl);
    this.idleTimeout = b.idleTimeout;
    this.queryTimeout = b.queryTimeout;
    this.busyRetries = b.busyRetries;
    this.busyBackoff = b.busyBackoff;
    this.http = new OllamaHttp(baseUrl, b.connectTimeout, b.httpClient, b.runtime);
    if (b.httpClient == null) {
      // The runtime's JDK client takes the default TLS context when it is built, on the first
      // turn's thread: made now on a thread of its own, with the client itself after it, both
      // are ready by then (see TlsWarmUp; #23).
      TlsWarmUp.start(new BuildHttp(http));
    }
    this.exchange =
        new ChatExchange(http, b.firstByteTimeout, b.idleTimeout, b.readTimeout, b.maxReplyChars);
  }

  /**
   * Creates a client for {@code OLLAMA_HOST}, or {@code http://127.0.0.1:11434} when it is unset.
   *
   * @return the client
   */
  public static OllamaClient create() {
    return builder().build();
  }

  /**
   * Starts a client configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the server's base URL.
   *
   * @return the base URL
   */
  public URI baseUrl() {
    return baseUrl;
  }

  @Override
  public ChatResponse chat(ChatRequest request, StreamHandler handler) {
    return chat(request, handler, NO_DEADLINE);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The deadline shortens the first-byte wait and the read of the reply: whichever passes first
   * of it, {@code firstByteTimeout}, {@code idleTimeout} and {@code readTimeout} ends the call with
   * a {@link ModelTimeoutException}.
   */
  @Override
  public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
    Utf8Buffer body = WireWriter.chatBytes(request);
    // Content-Type only: Ollama's server reads no Accept header (its CORS list names it, nothing
    // else), and every header costs the JDK client work at each step of every request.
    HttpRequest httpRequest =
        HttpRequest.newBuilder(chatUri)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.array(), 0, body.size()))
            .build();
    Semaphore permits = http.engine().permits(server);
    for (int attempt = 0; ; attempt++) {
      ServerBusyException busy;
      acquire(permits, request.model(), deadlineNanos);
      try {
        return exchange.exchange(httpRequest, request, handler, deadlineNanos);
      } catch (ServerBusyException e) {
        busy = e;
      } finally {
        permits.release();
      }
      if (attempt >= busyRetries) {
        throw busy;
      }
      long pause = busyBackoff.toMillis() << attempt;
      if (ChatExchange.remaining(deadlineNanos) <= TimeUnit.MILLISECONDS.toNanos(pause)) {
        throw busy;
      }
      log().debug("Ollama busy, retry {} in {} ms", attempt + 1, pause);
      sleep(pause);
    }
  }

  /**
   * Waits for one of the server's request permits, first come first served, for at most the time
   * the call has left: past it, the wait ends in the call's typed timeout, as a reply that came too
   * late would.
   */
  private void acquire(Semaphore permits, String model, long deadlineNanos) {
    try {
      if (deadlineNanos == NO_DEADLINE) {
        permits.acquire();
      } else if (!permits.tryAcquire(
          Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS)) {
        throw slotTimeout("no free slot on " + baseUrl + " for model '" + model + "'");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      if (deadlineNanos != NO_DEADLINE && deadlineNanos - System.nanoTime() <= 0) {
        throw slotTimeout("no free slot on " + baseUrl + " for model '" + model + "'");
      }
      throw new StreamBrokenException(
          -1, null, "interrupted while waiting for a free slot for model '" + model + "'", e);
    }
  }

  /** The call's timeout, for a wait for a slot that outlasted the call's time. */
  static ModelTimeoutException slotTimeout(String what) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.CALL,
        what + " within the call's time: the server's other requests held every slot",
        null);
  }

  @Override
  public List<ModelInfo> models() {
    return CatalogWire.models(query("GET", "/api/tags", null, null).getAsJsonObject());
  }

  @Override
  public Optional<ModelInfo> show(String model) {
    try {
      JsonElement show = query("POST", "/api/show", WireWriter.model(model), model);
      return Optional.of(CatalogWire.info(model, show.getAsJsonObject()));
    } catch (dev.vex.core.model.ModelNotFoundException e) {
      return Optional.empty();
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Sends {@code /api/show} at once on the HTTP client's own threads; the supplier reads the
   * answer on the caller's thread, with the same timeouts, retry and typed errors as {@link #show}.
   */
  @Override
  public java.util.function.Supplier<Optional<ModelInfo>> showLater(String model) {
    HttpRequest request = queryRequest("POST", "/api/show", WireWriter.model(model));
    HttpResponse.BodyHandler<InputStream> handler = HttpResponse.BodyHandlers.ofInputStream();
    java.util.concurrent.CompletableFuture<HttpResponse<InputStream>> pending =
        http.sendAsync(request, handler);
    return () -> {
      try {
        JsonElement show = answer(http.await(pending, request, handler, model), "/api/show", model);
        return Optional.of(CatalogWire.info(model, show.getAsJsonObject()));
      } catch (dev.vex.core.model.ModelNotFoundException e) {
        return Optional.empty();
      }
    };
  }

  /**
   * Returns the server's version, from {@code /api/version}.
   *
   * @return the version, for example {@code 0.12.10}
   * @throws ModelException when the server cannot be asked
   */
  public String version() {
    return CatalogWire.string(
        query("GET", "/api/version", null, null).getAsJsonObject(), "version");
  }

  /**
   * Lists the models loaded in memory now, from {@code /api/ps}.
   *
   * @return the loaded models
   * @throws ModelException when the server cannot be asked
   */
  public List<RunningModel> running() {
    return CatalogWire.running(query("GET", "/api/ps", null, null).getAsJsonObject());
  }

  private JsonElement query(String method, String path, String body, String model) {
    HttpResponse<InputStream> response =
        http.send(
            queryRequest(method, path, body), HttpResponse.BodyHandlers.ofInputStream(), model);
    return answer(response, path, model);
  }

  private HttpRequest queryRequest(String method, String path, String body) {
    HttpRequest.Builder b = HttpRequest.newBuilder(endpoint(path)).timeout(queryTimeout);
    if (body != null) {
      b.header("Content-Type", "application/json")
          .method(method, HttpRequest.BodyPublishers.ofString(body));
    } else {
      b.method(method, HttpRequest.BodyPublishers.noBody());
    }
    return b.build();
  }

  /** Reads a query's answer: at most the body limit, status checked, a JSON object. */
  private JsonElement answer(HttpResponse<InputStream> response, String path, String model) {
    String text;
    try (InputStream in = response.body()) {
      byte[] bytes = in.readNBytes(QUERY_BODY_LIMIT + 1);
      if (bytes.length > QUERY_BODY_LIMIT) {
        throw new StreamBrokenException(
            response.statusCode(),
            null,
            path + " at " + baseUrl + " answered with more than " + QUERY_BODY_LIMIT + " bytes",
            null);
      }
      text = new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new StreamBrokenException(-1, null, path + " at " + baseUrl + " broke off: " + e, e);
    }
    if (response.statusCode() != 200) {
      throw ErrorMapper.fromStatus(
          response.statusCode(), text, model == null ? "?" : model, baseUrl);
    }
    try {
      JsonElement parsed = JsonParser.parseString(text);
      if (!parsed.isJsonObject()) {
        throw new JsonParseException("not an object");
      }
      return parsed;
    } catch (JsonParseException e) {
      throw new StreamBrokenException(
          200,
          null,
          path + " at " + baseUrl + " did not return a JSON object: " + abbreviate(text),
          e);
    }
  }

  private static String abbreviate(String text) {
    String t = text.strip();
    return t.length() > 120 ? t.substring(0, 117) + "..." : t;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StreamBrokenException(-1, null, "interrupted while waiting to retry", e);
    }
  }

  private URI endpoint(String path) {
    return URI.create(baseUrl + path);
  }

  /**
   * Downloads a model onto the server ({@code POST /api/pull}), passing each status line to {@code
   * progress} as it arrives: for a layer, {@link PullProgress#total()} and {@link
   * PullProgress#completed()} make a progress bar. Returns when the server reports {@code success}.
   * The wait for each line is bounded by the idle timeout; interrupt the thread to stop.
   *
   * @param model the model, for example {@code qwen2.5:3b}
   * @param progress receives each status line, on the calling thread
   * @throws ModelException when the registry lacks the model ({@code MODEL_NOT_FOUND}), the server
   *     fails, or the stream breaks
   */
  public void pull(String model, java.util.function.Consumer<PullProgress> progress) {
    String body = "{\"model\":" + new com.google.gson.JsonPrimitive(model) + "}";
    HttpRequest request =
        HttpRequest.newBuilder(endpoint("/api/pull"))
            .timeout(queryTimeout)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
    HttpResponse<InputStream> response =
        http.send(request, HttpResponse.BodyHandlers.ofInputStream(), model);
    ModelPull.read(http.deadlines(), response, model, baseUrl, idleTimeout, progress);
  }

  @Override
  public String toString() {
    return "OllamaClient[" + baseUrl + "]";
  }

  /** Configures an {@link OllamaClient}. Not thread-safe. */
  public static final class Builder {
    private URI baseUrl;
    private Duration connectTimeout = DEFAULT_CONNECT;
    private Duration firstByteTimeout = Duration.ofMinutes(5);
    private Duration idleTimeout = Duration.ofSeconds(60);
    private Duration readTimeout = Duration.ofMinutes(10);
    private int maxReplyChars = DEFAULT_MAX_REPLY_CHARS;
    private Duration queryTimeout = Duration.ofSeconds(10);
    private int busyRetries = 2;
    private Duration busyBackoff = Duration.ofMillis(250);
    private HttpClient httpClient;
    private VexRuntime runtime;

    private Builder() {}

    /**
     * Sets the server's URL. The default is {@code OLLAMA_HOST}, else {@code
     * http://127.0.0.1:11434}. Accepts the forms {@code OLLAMA_HOST} accepts: {@code host}, {@code
     * host:port}, {@code http://host:port}.
     *
     * @param baseUrl the URL
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = OllamaHost.parse(baseUrl);
      return this;
    }

    /**
     * Sets the server's URL.
     *
     * @param baseUrl the URL
     * @return this builder
     */
    public Builder baseUrl(URI baseUrl) {
      return baseUrl(baseUrl.toString());
    }

    /**
     * Sets how long to wait for a connection. The default is 2 seconds; a refused connection fails
     * at once.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder connectTimeout(Duration timeout) {
      this.connectTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long to wait for the first byte of a chat reply. Ollama sends nothing until the
     * model is loaded (and, when streaming, the first token exists), so this must allow for a cold
     * load. The default is 5 minutes, Ollama's own load limit.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder firstByteTimeout(Duration timeout) {
      this.firstByteTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long a started reply may stay silent between chunks. The default is 60 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder idleTimeout(Duration timeout) {
      this.idleTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long reading one reply may take in total, from its first byte to its final chunk.
     * The idle timeout resets with every chunk; this one does not, so a server that keeps sending
     * chunks for ever is cut off with a {@link ModelTimeoutException} (phase {@code READ}). The
     * default is 10 minutes.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder readTimeout(Duration timeout) {
      this.readTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how many characters one reply may hold: content, thinking and tool calls (names and
     * arguments) together. Past it the client stops reading and throws a {@link
     * ReplyTooLargeException}. A streamed reply is judged as it comes, so at most this much of it
     * is held in memory; a whole reply ({@code stream(false)}) is collected before it is read, as
     * at most three bytes per character of this limit plus 192 KB (UTF-8 takes up to three bytes
     * for one character), and the connection is cut when it passes that. The default is 1,048,576
     * (1 MiB).
     *
     * @param chars 1,024 to 268,435,456 (256 MiB)
     * @return this builder
     */
    public Builder maxReplyChars(int chars) {
      if (chars < 1024 || chars > 256 * 1024 * 1024) {
        throw new IllegalArgumentException("maxReplyChars must be 1024..268435456: " + chars);
      }
      this.maxReplyChars = chars;
      return this;
    }

    /**
     * Sets the timeout of the small queries ({@code tags}, {@code show}, {@code version}, {@code
     * ps}). The default is 10 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder queryTimeout(Duration timeout) {
      this.queryTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how often a chat is retried when the server answers 503 (queue full), with exponential
     * backoff. The default is 2 retries after 250 ms and 500 ms.
     *
     * @param retries 0 or more
     * @param backoff the first pause
     * @return this builder
     */
    public Builder busyRetries(int retries, Duration backoff) {
      if (retries < 0) {
        throw new IllegalArgumentException("retries must be >= 0: " + retries);
      }
      this.busyRetries = retries;
      this.busyBackoff = backoff.isNegative() ? Duration.ZERO : backoff;
      return this;
    }

    /**
     * Uses the host's own {@link HttpClient} (for proxies or TLS settings). It should speak
     * HTTP/1.1 to Ollama. The default is one shared client.
     *
     * @param httpClient the client
     * @return this builder
     */
    public Builder httpClient(HttpClient httpClient) {
      this.httpClient = httpClient;
      return this;
    }

    /**
     * Sets the runtime whose HTTP clients, deadline sweeper and per-server request limit this
     * client uses. The default is {@link VexRuntime#defaultRuntime()}, looked up on each request.
     *
     * @param runtime the runtime
     * @return this builder
     */
    public Builder runtime(VexRuntime runtime) {
      this.runtime = java.util.Objects.requireNonNull(runtime, "runtime");
      return this;
    }

    /**
     * Builds the client.
     *
     * @return the client
     */
    public OllamaClient build() {
      return new OllamaClient(this);
    }

    private static Duration positive(Duration d) {
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException("timeout must be positive: " + d);
      }
      return d;
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(OllamaClient.class);
  }

  /**
   * Builds the runtime's shared client this client will use: a class, spun up on no cold thread.
   */
  private static final class BuildHttp implements Runnable {
    private final OllamaHttp http;

    BuildHttp(OllamaHttp http) {
      this.http = http;
    }

    @Override
    public void run() {
      http.warmUp();
    }
  }
}
