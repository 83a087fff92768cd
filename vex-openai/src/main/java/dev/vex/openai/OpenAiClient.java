package dev.vex.openai;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.model.UnsupportedCapabilityException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link ChatBackend} and {@link ModelCatalog} for servers that speak the OpenAI-compatible
 * chat-completions API: vLLM, llama.cpp's {@code llama-server}, TGI, LM Studio, LocalAI, and Ollama
 * itself under {@code /v1}.
 *
 * <pre>{@code
 * OpenAiClient vllm = OpenAiClient.builder()
 *     .baseUrl("http://gpu-box:8000/v1")
 *     .model("Qwen/Qwen2.5-7B-Instruct", "completion", "tools")
 *     .build();
 * Agent agent = Agent.builder().backend(vllm).catalog(vllm).model("Qwen/Qwen2.5-7B-Instruct").build();
 * }</pre>
 *
 * <p>It sends {@code POST {baseUrl}/chat/completions}, whole or streamed as server-sent events
 * (read incrementally; tool-call arguments may arrive in many pieces), and lists models with {@code
 * GET {baseUrl}/models}. Images go as {@code image_url} content parts with a data URI. Every
 * failure is a typed {@link ModelException} that keeps the server's message: 400 (or 422), 401/403,
 * 404, 429 and 503 (with {@code Retry-After}), 5xx, timeouts, refused connections, error events
 * mid-stream, and streams that end before their last event.
 *
 * <p><b>Capabilities.</b> These servers have no {@code /api/show}: what a model can do is
 * configured with {@link Builder#model(String, String...)}; a model that is only listed by the
 * server gets {@link Builder#defaultCapabilities(String...)}. When the server refuses tools or
 * images for a model, the client remembers it, so that the router stops sending them to that model.
 *
 * <p><b>Bounds.</b> A reply's text and each tool call's arguments are capped ({@link
 * Builder#maxReplyChars(int)}), as are the tool calls in one reply ({@link
 * Builder#maxToolCalls(int)}); the reply is ended by {@link Builder#idleTimeout(Duration)} when no
 * byte arrives and by {@link Builder#replyTimeout(Duration)} whatever arrives; a turn's deadline
 * ({@link #chat(ChatRequest, StreamHandler, long)}) shortens both the wait for the headers and the
 * read.
 *
 * <p>The API key is sent as {@code Authorization: Bearer}; it is never logged nor put in a message
 * or in {@link #toString()}. Immutable and thread-safe. The client starts no thread and holds no
 * connection of its own: it sends on the HTTP client of the {@link VexRuntime} serving the call and
 * times its reads on that runtime's deadline sweeper, so closing the runtime ends everything.
 */
public final class OpenAiClient implements ChatBackend, ModelCatalog, AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(OpenAiClient.class);
  private static final int ERROR_BODY_LIMIT = 64 * 1024;
  private static final int MODELS_BODY_LIMIT = 4 * 1024 * 1024;

  private final URI baseUrl;
  private final URI chatUri;
  private final String apiKey;
  private final Secrets secrets;
  private final String shownUrl;
  private final HttpClient http;
  private final VexRuntime runtime;
  private final Duration connectTimeout;
  private final Duration firstByteTimeout;
  private final Duration idleTimeout;
  private final Duration replyTimeout;
  private final Duration queryTimeout;
  private final int maxReplyChars;
  private final int maxToolCalls;
  private final Map<String, Set<String>> declared;
  private final Set<String> defaultCapabilities;
  private final Map<String, Set<String>> refused = new ConcurrentHashMap<>();

  private OpenAiClient(Builder b) {
    this.baseUrl = trimSlash(Objects.requireNonNull(b.baseUrl, "baseUrl is required"));
    this.chatUri = URI.create(baseUrl + "/chat/completions");
    this.apiKey = b.apiKey;
    this.secrets = new Secrets(apiKey, baseUrl);
    this.shownUrl = Secrets.shown(baseUrl);
    this.connectTimeout = b.connectTimeout;
    this.firstByteTimeout = b.firstByteTimeout;
    this.idleTimeout = b.idleTimeout;
    this.replyTimeout = b.replyTimeout;
    this.queryTimeout = b.queryTimeout;
    this.maxReplyChars = b.maxReplyChars;
    this.maxToolCalls = b.maxToolCalls;
    this.declared = Map.copyOf(b.declared);
    this.defaultCapabilities = Set.copyOf(b.defaultCapabilities);
    this.http = b.httpClient;
    this.runtime = b.runtime;
  }

  /**
   * The runtime serving this call: the configured one, else the turn's ({@link
   * VexRuntime#current()}).
   */
  private VexRuntime runtime() {
    return runtime != null ? runtime : VexRuntime.current();
  }

  /**
   * Starts a builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the base URL, without a trailing slash, as configured: a password in it is kept here
   * (and masked everywhere else), so do not log this value.
   *
   * @return for example {@code http://127.0.0.1:8000/v1}
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
   * <p>The deadline shortens the wait for the response headers and the read of the reply, as the
   * Ollama client's does: whichever passes first of it, {@code firstByteTimeout}, {@code
   * idleTimeout} and {@code replyTimeout} ends the call with a {@link ModelTimeoutException}
   * ({@code FIRST_BYTE} before the headers, {@code READ} for a reply still arriving at the
   * deadline).
   */
  @Override
  public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
    Objects.requireNonNull(request, "request");
    StreamHandler h = handler == null ? StreamHandler.NONE : handler;
    String model = request.model();
    boolean hadTools = !request.tools().isEmpty();
    boolean hadImages = request.messages().stream().anyMatch(m -> !m.images().isEmpty());
    long untilDeadline = remaining(deadlineNanos);
    boolean headersByDeadline = untilDeadline < firstByteTimeout.toNanos();
    HttpRequest.Builder rb =
        HttpRequest.newBuilder(chatUri)
            .timeout(headersByDeadline ? Duration.ofNanos(untilDeadline) : firstByteTimeout)
            .header("Content-Type", "application/json")
            .header("Accept", request.stream() ? "text/event-stream" : "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(RequestWriter.chat(request)));
    authorize(rb);
    HttpResponse<InputStream> response;
    // A turn's cancel, or a server pool giving up on this server, must end the call at once: the
    // JDK's wait for the headers ends at an interrupt, but its body stream does not, so the read
    // below is ended by closing the body.
    VexRuntime.TurnAbort waiting = VexRuntime.onTurnAbort(Thread.currentThread()::interrupt);
    try {
      response = send(rb.build(), model, headersByDeadline);
    } finally {
      waiting.close();
    }
    InputStream body = response.body();
    VexRuntime.TurnAbort reading = VexRuntime.onTurnAbort(() -> closeQuietly(body));
    long left = remaining(deadlineNanos);
    boolean byDeadline = left < replyTimeout.toNanos();
    Watchdog.Watch watch =
        Watchdog.watch(
            runtime(),
            idleTimeout,
            byDeadline ? Duration.ofNanos(left) : replyTimeout,
            () -> closeQuietly(body));
    try (body) {
      int status = response.statusCode();
      if (status != 200) {
        String text = secrets.scrub(readCapped(body, ERROR_BODY_LIMIT, watch));
        ModelException e =
            OpenAiErrors.fromStatus(
                status,
                text,
                response.headers().firstValue("Retry-After").orElse(null),
                model,
                shownUrl,
                hadTools,
                hadImages);
        if (e instanceof UnsupportedCapabilityException u) {
          refused.computeIfAbsent(model, k -> ConcurrentHashMap.newKeySet()).add(u.capability());
        }
        throw e;
      }
      ReplyBuilder reply = new ReplyBuilder(model, maxReplyChars, maxToolCalls, h);
      String type = response.headers().firstValue("Content-Type").orElse("");
      if (type.toLowerCase(Locale.ROOT).startsWith("text/event-stream")) {
        SseReader.End end =
            new SseReader(body, maxReplyChars * 2 + 64 * 1024, watch::progress)
                .read(event -> event(event, reply, model));
        if (end == SseReader.End.EOF && !reply.finished()) {
          throw OpenAiErrors.ended(model);
        }
      } else {
        String text = readCapped(body, maxReplyChars * 2 + 64 * 1024, watch);
        reply.accept(chunk(text, false, model), false);
      }
      Watchdog.Reason fired = watch.stop();
      if (fired != null) {
        throw readFailure(new IOException("deadline passed"), fired, byDeadline, model);
      }
      return reply.build();
    } catch (IOException e) {
      throw readFailure(e, watch.stop(), byDeadline, model);
    } catch (ModelException e) {
      // A stream closed by the watch may look like a short or broken reply: say it timed out.
      Watchdog.Reason fired = watch.stop();
      throw fired != null
          ? readFailure(new IOException(e.getMessage(), e), fired, byDeadline, model)
          : e;
    } finally {
      watch.stop();
      reading.close();
    }
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close();
    } catch (IOException e) {
      // the read ends either way
    }
  }

  private void event(String data, ReplyBuilder reply, String model) {
    reply.accept(chunk(data, true, model), true);
  }

  /**
   * Reads one event or whole reply; an error object in it is thrown as the server's error, with the
   * key scrubbed from it.
   */
  private Chunk chunk(String text, boolean streamed, String model) {
    Chunk c;
    try {
      c = Chunk.read(text, streamed);
    } catch (Chunk.NotAnObject e) {
      throw notAnObject(text, model);
    }
    if (c.error != null) {
      throw OpenAiErrors.midStream(secrets.scrub(c.error), model);
    }
    return c;
  }

  private ModelException readFailure(
      IOException e, Watchdog.Reason fired, boolean byDeadline, String model) {
    if (fired == Watchdog.Reason.IDLE) {
      return new ModelTimeoutException(
          ModelTimeoutException.Phase.IDLE,
          "model '"
              + model
              + "' sent nothing for "
              + idleTimeout.toSeconds()
              + " s mid-reply; raise idleTimeout or check the server",
          e);
    }
    if (fired == Watchdog.Reason.TOTAL) {
      return new ModelTimeoutException(
          ModelTimeoutException.Phase.READ,
          "model '"
              + model
              + "' was still sending its reply when "
              + (byDeadline
                  ? "the call's deadline passed"
                  : "replyTimeout (" + replyTimeout.toSeconds() + " s) passed")
              + "; it was cut off (lower max_tokens, or raise replyTimeout)",
          e);
    }
    if (e instanceof SseReader.LineTooLongException) {
      return new dev.vex.core.model.ModelFailedException(
          -1, null, "model '" + model + "' sent a reply Vex will not read: " + e.getMessage(), e);
    }
    return new StreamBrokenException(
        -1, null, "the reply of model '" + model + "' broke off: " + e, e);
  }

  private JsonObject parseObject(String text, String model) {
    try {
      JsonElement e = JsonParser.parseString(text);
      if (e instanceof JsonObject o) {
        return o;
      }
    } catch (JsonParseException | StackOverflowError e) {
      // reported below
    }
    throw notAnObject(text, model);
  }

  private StreamBrokenException notAnObject(String text, String model) {
    String start = secrets.scrub(text.length() > 200 ? text.substring(0, 200) : text);
    return new StreamBrokenException(
        -1,
        null,
        "model '"
            + model
            + "' sent something that is not a JSON object: "
            + (start.length() > 80 ? start.substring(0, 80) + "…" : start),
        null);
  }

  private HttpResponse<InputStream> send(
      HttpRequest request, String model, boolean headersByDeadline) {
    try {
      HttpClient client = http != null ? http : runtime().httpClient(connectTimeout);
      return client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (HttpConnectTimeoutException e) {
      if (headersByDeadline
          && request.timeout().map(t -> t.compareTo(connectTimeout) < 0).orElse(false)) {
        // the deadline, shorter than the connect timeout, passed while connecting
        throw new ModelTimeoutException(
            ModelTimeoutException.Phase.FIRST_BYTE,
            "no reply from "
                + (model == null ? shownUrl : "model '" + model + "'")
                + " before the call's deadline; the connection was not yet open",
            e);
      }
      throw new ModelTimeoutException(
          ModelTimeoutException.Phase.CONNECT,
          "could not connect to "
              + shownUrl
              + " within "
              + connectTimeout.toMillis()
              + " ms; is the server running?",
          e);
    } catch (HttpTimeoutException e) {
      throw new ModelTimeoutException(
          ModelTimeoutException.Phase.FIRST_BYTE,
          "no reply from "
              + (model == null ? shownUrl : "model '" + model + "'")
              + (headersByDeadline
                  ? " before the call's deadline ("
                      + request.timeout().map(Duration::toMillis).orElse(0L)
                      + " ms)"
                  : " within " + request.timeout().map(Duration::toSeconds).orElse(0L) + " s")
              + "; the model may still be loading: raise firstByteTimeout or preload it",
          e);
    } catch (ConnectException e) {
      throw new ServerUnavailableException(
          -1, null, "nothing answers at " + shownUrl + "; start the server or fix the URL", e);
    } catch (IOException e) {
      throw new StreamBrokenException(
          -1, null, "the connection to " + shownUrl + " failed before a reply: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StreamBrokenException(-1, null, "interrupted while waiting for the model", e);
    }
  }

  /**
   * Lists the models the server serves ({@code GET /models}), each with its configured
   * capabilities.
   *
   * @return the models
   * @throws ModelException when the server cannot be asked
   */
  @Override
  public List<ModelInfo> models() {
    HttpRequest.Builder rb =
        HttpRequest.newBuilder(URI.create(baseUrl + "/models")).timeout(queryTimeout).GET();
    authorize(rb);
    HttpResponse<InputStream> response = send(rb.build(), null, false);
    InputStream body = response.body();
    Watchdog.Watch watch;
    try {
      watch = Watchdog.watch(runtime(), queryTimeout, queryTimeout, () -> closeQuietly(body));
    } catch (RuntimeException e) {
      closeQuietly(body);
      throw e;
    }
    try (body) {
      String text = readCapped(body, MODELS_BODY_LIMIT, watch);
      if (response.statusCode() != 200) {
        throw OpenAiErrors.fromStatus(
            response.statusCode(),
            secrets.scrub(text),
            response.headers().firstValue("Retry-After").orElse(null),
            "",
            shownUrl,
            false,
            false);
      }
      List<ModelInfo> out = new ArrayList<>();
      JsonObject o = parseObject(text, "");
      if (o.get("data") instanceof JsonArray data) {
        for (JsonElement e : data) {
          if (e instanceof JsonObject m) {
            String id = ReplyBuilder.string(m, "id");
            if (id != null && !id.isBlank()) {
              out.add(info(id));
            }
          }
        }
      }
      return out;
    } catch (IOException e) {
      throw readFailure(e, watch.stop(), false, "(model list)");
    } finally {
      watch.stop();
    }
  }

  /**
   * Describes one model: its configured capabilities, or the defaults when the server lists it and
   * nothing was configured, minus any the server has refused for it.
   *
   * @param model the model name
   * @return the model, or empty when it is neither configured nor listed by the server
   */
  @Override
  public Optional<ModelInfo> show(String model) {
    if (declared.containsKey(model)) {
      return Optional.of(info(model));
    }
    for (ModelInfo m : models()) {
      if (m.name().equals(model) || ModelInfo.sameModel(m.name(), model)) {
        return Optional.of(info(model));
      }
    }
    return Optional.empty();
  }

  private ModelInfo info(String model) {
    Set<String> caps = new LinkedHashSet<>(declared.getOrDefault(model, defaultCapabilities));
    caps.removeAll(refused.getOrDefault(model, Set.of()));
    return new ModelInfo(model, "", "", 0, caps);
  }

  /** Nanoseconds until the deadline, at least 1; a very large number when there is none. */
  private static long remaining(long deadline) {
    if (deadline == NO_DEADLINE) {
      return Long.MAX_VALUE;
    }
    return Math.max(1, deadline - System.nanoTime());
  }

  private void authorize(HttpRequest.Builder rb) {
    if (apiKey != null) {
      try {
        rb.header("Authorization", "Bearer " + apiKey);
      } catch (IllegalArgumentException e) {
        // The builder checked the key; the JDK's message would carry it, so it is dropped here.
        throw new IllegalStateException("the API key cannot be sent in an HTTP header");
      }
    }
  }

  /** Reads at most {@code limit} bytes; a longer body is cut, since only its start is reported. */
  private static String readCapped(InputStream in, int limit, Watchdog.Watch watch)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(limit, 8192));
    byte[] buffer = new byte[4096];
    int n;
    while (out.size() < limit
        && (n = in.read(buffer, 0, Math.min(buffer.length, limit - out.size()))) != -1) {
      watch.progress();
      out.write(buffer, 0, n);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  /**
   * Does nothing: the client has no thread or connection of its own (its HTTP client and its read
   * deadlines belong to the {@link VexRuntime} that serves each call, which the host closes). Kept
   * so that code that closes the client still compiles.
   */
  @Override
  public void close() {
    // everything the client uses belongs to the runtime
  }

  @Override
  public String toString() {
    return "OpenAiClient[" + shownUrl + (apiKey != null ? ", with an API key" : "") + "]";
  }

  private static URI trimSlash(URI uri) {
    String s = uri.toString();
    while (s.endsWith("/")) {
      s = s.substring(0, s.length() - 1);
    }
    return URI.create(s);
  }

  /** Builds an {@link OpenAiClient}. Not thread-safe. */
  public static final class Builder {
    private URI baseUrl;
    private String apiKey;
    private Duration connectTimeout = Duration.ofSeconds(2);
    private Duration firstByteTimeout = Duration.ofSeconds(120);
    private Duration idleTimeout = Duration.ofSeconds(60);
    private Duration replyTimeout = Duration.ofMinutes(10);
    private Duration queryTimeout = Duration.ofSeconds(10);
    private int maxReplyChars = 1_000_000;
    private int maxToolCalls = 64;
    private final Map<String, Set<String>> declared = new LinkedHashMap<>();
    private Set<String> defaultCapabilities = Set.of("completion", "tools");
    private HttpClient httpClient;
    private VexRuntime runtime;

    private Builder() {}

    /**
     * Sets the server's base URL, the part before {@code /chat/completions}; required. For vLLM and
     * llama.cpp it ends in {@code /v1} ({@code http://host:8000/v1}); for Ollama it is {@code
     * http://host:11434/v1}.
     *
     * @param baseUrl the base URL
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      URI uri;
      try {
        uri = new URI(Objects.requireNonNull(baseUrl, "baseUrl"));
      } catch (URISyntaxException e) {
        // The JDK's message repeats the whole URL, password included.
        throw new IllegalArgumentException(
            "baseUrl is not a valid URL: " + e.getReason() + " at index " + e.getIndex());
      }
      return baseUrl(uri);
    }

    /**
     * Sets the server's base URL; see {@link #baseUrl(String)}. A password in it ({@code
     * http://user:password@host/v1}) is never shown: {@link #toString()} and every message mask it.
     *
     * @param baseUrl the base URL, http or https
     * @return this builder
     */
    public Builder baseUrl(URI baseUrl) {
      String scheme = Objects.requireNonNull(baseUrl, "baseUrl").getScheme();
      if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme)) {
        throw new IllegalArgumentException(
            "baseUrl must be http or https: " + Secrets.shown(baseUrl));
      }
      this.baseUrl = baseUrl;
      return this;
    }

    /**
     * Sets the API key for hosted endpoints, sent as {@code Authorization: Bearer}. The default is
     * none. It is never logged, and never shown in a message or the turn's trace: text from the
     * server that echoes it (an error body, an error event) has it masked.
     *
     * @param apiKey the key, or null for none; visible ASCII ({@code !} to {@code ~}), which is
     *     what an HTTP header can carry
     * @return this builder
     * @throws IllegalArgumentException when the key is empty or holds any other character (a space,
     *     a line break, DEL, a non-ASCII letter); the message never holds the key
     */
    public Builder apiKey(String apiKey) {
      if (apiKey != null) {
        Secrets.checkApiKey(apiKey);
      }
      this.apiKey = apiKey;
      return this;
    }

    /**
     * Declares what a model can do: {@code completion}, {@code tools}, {@code vision}, {@code
     * thinking}. The router never sends tools or images to a model without them.
     *
     * @param name the model name as the server knows it
     * @param capabilities its capabilities
     * @return this builder
     */
    public Builder model(String name, String... capabilities) {
      Objects.requireNonNull(name, "name");
      declared.put(name, Set.of(capabilities));
      return this;
    }

    /**
     * Sets the capabilities of models the server lists but that were not declared. The default is
     * {@code completion} and {@code tools}: every server named above can take tools (vLLM needs
     * {@code --enable-auto-tool-choice}; when it refuses, the client learns it).
     *
     * @param capabilities the capabilities
     * @return this builder
     */
    public Builder defaultCapabilities(String... capabilities) {
      this.defaultCapabilities = Set.of(capabilities);
      return this;
    }

    /**
     * Sets the connect timeout. The default is 2 seconds. Ignored when {@link
     * #httpClient(HttpClient)} is set.
     *
     * @param timeout positive
     * @return this builder
     */
    public Builder connectTimeout(Duration timeout) {
      this.connectTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long to wait for the response headers, which includes loading the model. The default
     * is 120 seconds.
     *
     * @param timeout positive
     * @return this builder
     */
    public Builder firstByteTimeout(Duration timeout) {
      this.firstByteTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long a started reply may send nothing. The default is 60 seconds.
     *
     * @param timeout positive
     * @return this builder
     */
    public Builder idleTimeout(Duration timeout) {
      this.idleTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how long reading one reply may take in all, however steadily it arrives. The default is
     * 10 minutes.
     *
     * @param timeout positive
     * @return this builder
     */
    public Builder replyTimeout(Duration timeout) {
      this.replyTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets the timeout of {@code GET /models}. The default is 10 seconds.
     *
     * @param timeout positive
     * @return this builder
     */
    public Builder queryTimeout(Duration timeout) {
      this.queryTimeout = positive(timeout);
      return this;
    }

    /**
     * Caps a reply's text, its reasoning, and each tool call's arguments. The default is 1,000,000
     * characters; a longer reply fails as a {@code MODEL_FAILED} {@link ModelException}.
     *
     * @param chars 1 to 100,000,000
     * @return this builder
     */
    public Builder maxReplyChars(int chars) {
      if (chars < 1 || chars > 100_000_000) {
        throw new IllegalArgumentException("maxReplyChars must be 1..100000000: " + chars);
      }
      this.maxReplyChars = chars;
      return this;
    }

    /**
     * Caps the tool calls in one reply. The default is 64; more fail the reply as {@code
     * MODEL_FAILED}.
     *
     * @param calls 1 to 10,000
     * @return this builder
     */
    public Builder maxToolCalls(int calls) {
      if (calls < 1 || calls > 10_000) {
        throw new IllegalArgumentException("maxToolCalls must be 1..10000: " + calls);
      }
      this.maxToolCalls = calls;
      return this;
    }

    /**
     * Uses the host's HTTP client, for a proxy or TLS settings; the host closes it. The default is
     * the shared client of the runtime serving the call (see {@link #runtime(VexRuntime)}),
     * speaking HTTP/1.1.
     *
     * @param httpClient the client
     * @return this builder
     */
    public Builder httpClient(HttpClient httpClient) {
      this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
      return this;
    }

    /**
     * Sets the runtime whose HTTP client and deadline sweeper serve every call of this client. The
     * default is the runtime of the turn making the call ({@link VexRuntime#current()}), and {@link
     * VexRuntime#defaultRuntime()} outside a turn. Once that runtime is closed, calls fail with
     * {@link IllegalStateException}.
     *
     * @param runtime the runtime
     * @return this builder
     */
    public Builder runtime(VexRuntime runtime) {
      this.runtime = Objects.requireNonNull(runtime, "runtime");
      return this;
    }

    /**
     * Builds the client.
     *
     * @return the client
     * @throws NullPointerException when no base URL was set
     */
    public OpenAiClient build() {
      return new OpenAiClient(this);
    }

    private static Duration positive(Duration d) {
      if (Objects.requireNonNull(d, "timeout").isNegative() || d.isZero()) {
        throw new IllegalArgumentException("timeout must be positive: " + d);
      }
      return d;
    }
  }
}
