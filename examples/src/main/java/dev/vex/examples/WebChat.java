package dev.vex.examples;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import dev.vex.core.message.ToolCall;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.Artefact;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.memory.CleanResult;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.StoredMemory;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.tools.pdf.PdfTool;
import dev.vex.tools.store.DirectoryFileStore;
import dev.vex.tools.store.FileServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A web chat on the offline demo's setup, served by the JDK's {@code HttpServer}: one page with the
 * conversation, the reply streamed as the guards release it, each {@link FactCard} of the turn
 * rendered as a card (with its source and fetch time), the links of what tools made ({@code
 * make_pdf}), and a memory page with "Clean tasks" and undo.
 *
 * <p>It talks to a real Ollama when {@code OLLAMA_HOST} (or 127.0.0.1:11434) answers, and otherwise
 * to the built-in simulator scripted like a small model; the fetchers read real recorded responses
 * served locally. Options: {@code --bind ADDRESS} (default {@code 127.0.0.1}: only this machine can
 * reach it; anything else lets every machine that reaches the address chat and read the memory
 * page), {@code --port N} (default 8080, 0 picks a free port) and {@code --request-seconds N}
 * (default {@value #REQUEST_SECONDS}, 1 to 3600: the time a request's headers and body have to
 * arrive).
 *
 * <p>Bounds: a request body of at most {@value #MAX_BODY_BYTES} bytes, a message of at most {@value
 * #MAX_MESSAGE_CHARS} characters, a note of at most {@value MemoryEntry#MAX_TEXT}, at most {@value
 * #MAX_TURNS} turns at once (more get 503), a whole turn of at most two minutes, the last {@value
 * #MAX_HISTORY} exchanges kept for the page. Posts must be JSON and, when the browser says where
 * they come from, come from this server's own page. Everything the page shows is set as text (never
 * parsed as HTML), and the page loads nothing from elsewhere.
 *
 * <p>A running turn's stream carries a comment line every {@link #HEARTBEAT}; when the page has
 * gone away that write fails and the turn is cancelled (its place freed, nothing kept in memory),
 * also while the model has not said a word yet. A page that stays but stops reading is cut off the
 * same way once a write has waited {@link #WRITE_DEADLINE} for it. {@link #main} also bounds slow
 * clients: a request's headers and body must arrive within {@code --request-seconds}, or the JDK
 * server closes the connection, so that clients sending a byte now and then cannot hold the threads
 * for long; and it admits at most {@value #THREADS} connections at once (one per thread; more are
 * closed at once). Those are the JDK server's own {@code sun.net.httpserver.maxReqTime} (counted in
 * seconds by the JDK's code) and {@code jdk.httpserver.maxConnections}, read once, when the JVM's
 * first server starts. Only {@code main} sets them: {@link #start} leaves the properties of the JVM
 * it is embedded in alone, and its threads then are the only bound.
 */
public final class WebChat implements AutoCloseable {
  private static final Gson GSON = new Gson();
  private static final DateTimeFormatter FETCHED =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  /** The largest request body taken, in bytes. */
  static final int MAX_BODY_BYTES = 16 * 1024;

  /** The longest message taken, in characters. */
  static final int MAX_MESSAGE_CHARS = 4_000;

  /** How many turns may run at once. */
  static final int MAX_TURNS = 2;

  /** How many exchanges the page's history keeps. */
  static final int MAX_HISTORY = 50;

  /** How often a running turn's stream carries a comment line, to notice a page that went away. */
  static final Duration HEARTBEAT = Duration.ofSeconds(1);

  /** How long a write to a turn's stream may wait for the page to read before the turn is cut. */
  static final Duration WRITE_DEADLINE = Duration.ofSeconds(10);

  /**
   * The time {@link #main} gives a request's headers and body to arrive, in seconds, by default.
   */
  static final int REQUEST_SECONDS = 30;

  /**
   * The threads that serve connections; {@link #main} admits as many connections at once, so that a
   * request never waits in a queue behind slow ones (the JDK's deadline counts that wait too).
   */
  static final int THREADS = 32;

  private static final String MAX_REQ_TIME = "sun.net.httpserver.maxReqTime";
  private static final String MAX_CONNECTIONS = "jdk.httpserver.maxConnections";

  /** The memory id of the page's one user. */
  static final String USER = "you";

  private static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src"
          + " 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

  /** The page's files: route, classpath resource, media type. Nothing else is served from it. */
  private static final Map<String, String[]> STATIC =
      Map.of(
          "/", new String[] {"chat.html", "text/html; charset=utf-8"},
          "/memory", new String[] {"memory.html", "text/html; charset=utf-8"},
          "/app.css", new String[] {"app.css", "text/css; charset=utf-8"},
          "/chat.js", new String[] {"chat.js", "text/javascript; charset=utf-8"},
          "/memory.js", new String[] {"memory.js", "text/javascript; charset=utf-8"});

  private final HttpServer server;
  private final ExecutorService executor;
  private final ScheduledExecutorService heartbeats;
  private final Agent agent;
  private final JdbcMemoryStore memory;
  private final JdbcMemoryStore notes;
  private final String filesBase;
  private final Conversation conversation = Conversation.withLimit(40, USER);
  private final Semaphore turns = new Semaphore(MAX_TURNS);
  private final Deque<JsonObject> history = new ArrayDeque<>();
  private CleanResult lastClean;

  /** Looked up when first used, so that {@link #main} can set the log level first. */
  private static Logger log() {
    return LoggerFactory.getLogger(WebChat.class);
  }

  private WebChat(
      HttpServer server,
      ExecutorService executor,
      ScheduledExecutorService heartbeats,
      Agent agent,
      JdbcMemoryStore memory,
      JdbcMemoryStore notes,
      String filesBase) {
    this.server = server;
    this.executor = executor;
    this.heartbeats = heartbeats;
    this.agent = agent;
    this.memory = memory;
    this.notes = notes;
    this.filesBase = filesBase;
  }

  /**
   * Starts the web chat.
   *
   * @param args {@code --bind ADDRESS} (default 127.0.0.1), {@code --port N} (default 8080), {@code
   *     --request-seconds N} (default 30, 1 to 3600) and {@code --trace-spans} (print each turn's
   *     OpenTelemetry spans to the console)
   * @throws IOException when it cannot listen or make its temporary directory
   * @throws InterruptedException when interrupted while serving
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    TraceSpans spans = TraceSpans.fromArgs(args); // --trace-spans: each turn's spans on the console
    Options options = options(TraceSpans.withoutOption(args));
    // Before any server of this JVM starts (the recorded sources start one): the JDK reads it once.
    System.setProperty(MAX_REQ_TIME, String.valueOf(options.requestSeconds()));
    System.setProperty(MAX_CONNECTIONS, String.valueOf(THREADS));
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    InetSocketAddress address = options.address();
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    Path dir = Files.createTempDirectory("vex-webchat");
    CountDownLatch stopped = new CountDownLatch(1);
    try (RecordedSources recorded = new RecordedSources();
        OllamaSimulator sim = answers(real) ? null : OllamaSimulator.start()) {
      OllamaClient client = real;
      if (sim == null) {
        System.out.println("Using the Ollama server at " + real.baseUrl() + " with " + model + ".");
      } else {
        sim.setDispatcher(new SmallModelScript()::reply);
        client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
        System.out.println(
            "No Ollama server answers at "
                + real.baseUrl()
                + ": using the built-in simulator, scripted like a small model"
                + " (set OLLAMA_HOST to use a real one).");
      }
      try (WebChat chat =
          start(
              address,
              TraceSpans.addTo(spans, OfflineDemo.agent(recorded).ollama(client).model(model)),
              dir)) {
        if (!address.getAddress().isLoopbackAddress()) {
          System.out.println(
              "Warning: bound to "
                  + address.getAddress().getHostAddress()
                  + "; every machine that reaches it can chat and read the memory page.");
        }
        System.out.println("WebChat at " + chat.uri() + " (Ctrl-C stops it).");
        Runtime.getRuntime().addShutdownHook(new Thread(stopped::countDown));
        stopped.await();
      }
    }
  }

  /**
   * The command line.
   *
   * @param address where to listen
   * @param requestSeconds the time a request's headers and body have to arrive, 1 to 3600
   */
  record Options(InetSocketAddress address, int requestSeconds) {}

  /** Reads {@code --bind}, {@code --port} and {@code --request-seconds}. */
  static Options options(String[] args) throws UnknownHostException {
    String bind = "127.0.0.1";
    int port = 8080;
    int requestSeconds = REQUEST_SECONDS;
    for (int i = 0; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      switch (args[i]) {
        case "--bind" -> bind = Objects.requireNonNull(value, "--bind needs an address");
        case "--port" -> {
          port = Integer.parseInt(Objects.requireNonNull(value, "--port needs a number"));
          if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("--port must be 0 to 65535: " + port);
          }
        }
        case "--request-seconds" -> {
          requestSeconds =
              Integer.parseInt(Objects.requireNonNull(value, "--request-seconds needs a number"));
          if (requestSeconds < 1 || requestSeconds > 3600) {
            throw new IllegalArgumentException(
                "--request-seconds must be 1 to 3600: " + requestSeconds);
          }
        }
        default ->
            throw new IllegalArgumentException(
                "unknown option "
                    + args[i]
                    + "; the options are --bind ADDRESS, --port N and --request-seconds N");
      }
      i++;
    }
    return new Options(new InetSocketAddress(InetAddress.getByName(bind), port), requestSeconds);
  }

  /**
   * Starts a web chat for an agent configuration; adds {@code make_pdf}, a SQLite memory and the
   * listener to it.
   *
   * @param address where to listen
   * @param agent the agent's configuration: model, server, fetchers, guards, tools
   * @param dataDir where the memory file and the files tools make are kept
   * @return the running chat; close it to stop it
   * @throws IOException when it cannot listen or use the directory
   */
  static WebChat start(InetSocketAddress address, Agent.Builder agent, Path dataDir)
      throws IOException {
    HttpServer server = HttpServer.create(address, 32);
    String host = address.getAddress().getHostAddress();
    String filesBase =
        "http://"
            + (host.contains(":") ? "[" + host + "]" : host)
            + ":"
            + server.getAddress().getPort()
            + FileServer.PATH;
    DirectoryFileStore files = DirectoryFileStore.in(dataDir.resolve("files"), filesBase);
    JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(dataDir.resolve("memory.db")).build();
    // Notes typed on the memory page are kept as written, task-shaped or not: "Clean tasks" is
    // there to archive those. The chat itself keeps only the personal facts of a message.
    JdbcMemoryStore notes =
        JdbcMemoryStore.builder().sqlite(dataDir.resolve("memory.db")).policy(asWritten()).build();
    AtomicInteger threads = new AtomicInteger();
    ExecutorService executor =
        Executors.newFixedThreadPool(
            THREADS,
            r -> {
              Thread t = new Thread(r, "vex-webchat-" + threads.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    // One thread more than turns: each turn's beat may wait in a write, and the watches still run.
    AtomicInteger beats = new AtomicInteger();
    ScheduledExecutorService heartbeats =
        Executors.newScheduledThreadPool(
            MAX_TURNS + 1,
            r -> {
              Thread t = new Thread(r, "vex-webchat-heartbeat-" + beats.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    Agent built =
        agent.tool(PdfTool.create(files)).memory(memory).callTimeout(Duration.ofMinutes(2)).build();
    WebChat chat = new WebChat(server, executor, heartbeats, built, memory, notes, filesBase);
    HttpHandler fileHandler = FileServer.handler(files);
    server.createContext("/", chat.guarded(chat::route));
    server.createContext(
        FileServer.PATH,
        chat.guarded(
            exchange -> {
              // Only the store's own files, by id; the store refuses (throws on) a link leading
              // out of its folder, which is a plain 404 here.
              String path = exchange.getRequestURI().getPath();
              boolean known;
              try {
                known = files.find(path.substring(path.lastIndexOf('/') + 1)).isPresent();
              } catch (IllegalArgumentException | IOException e) {
                known = false;
              }
              if (known) {
                fileHandler.handle(exchange);
              } else {
                json(exchange, 404, error("no such file"));
              }
            }));
    server.setExecutor(executor);
    server.start();
    return chat;
  }

  /** How many turns hold a place now (running, or waiting for the conversation's turn). */
  int turnsHeld() {
    return MAX_TURNS - turns.availablePermits();
  }

  /** The base URL of the page. */
  URI uri() {
    InetSocketAddress a = server.getAddress();
    String host = a.getAddress().getHostAddress();
    return URI.create(
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/");
  }

  private static MemoryPolicy asWritten() {
    return new MemoryPolicy() {
      @Override
      public List<String> memorable(String text, TurnSignals signals) {
        return List.of(text);
      }

      @Override
      public boolean admits(String text, TurnSignals signals) {
        return true;
      }
    };
  }

  // ------------------------------------------------------------------ HTTP

  private interface Handler {
    void handle(HttpExchange exchange) throws IOException;
  }

  /** Security headers, the same-origin check for posts, and errors as JSON. */
  private HttpHandler guarded(Handler handler) {
    return exchange -> {
      try (exchange) {
        var h = exchange.getResponseHeaders();
        h.set("Content-Security-Policy", CSP);
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Referrer-Policy", "no-referrer");
        h.set("X-Frame-Options", "DENY");
        String method = exchange.getRequestMethod();
        String hostHeader = exchange.getRequestHeaders().getFirst("Host");
        if (!hostAllowed(hostHeader)) {
          // A page elsewhere that rebinds its own name to this address is not this page.
          json(exchange, 403, error("this server answers only to its own address"));
          return;
        }
        if (method.equals("POST")) {
          String origin = exchange.getRequestHeaders().getFirst("Origin");
          if (origin != null && !origin.equals("http://" + hostHeader)) {
            json(exchange, 403, error("posts are taken only from this server's own page"));
            return;
          }
          String type = exchange.getRequestHeaders().getFirst("Content-Type");
          if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            json(exchange, 415, error("send JSON (Content-Type: application/json)"));
            return;
          }
        }
        try {
          handler.handle(exchange);
        } catch (TooLarge e) {
          json(exchange, 413, error(e.getMessage()));
        } catch (BadRequest e) {
          json(exchange, 400, error(e.getMessage()));
        } catch (IOException e) {
          log().debug("the browser went away: {}", e.toString());
        } catch (RuntimeException e) {
          log().warn("request {} {} failed", method, exchange.getRequestURI().getPath(), e);
          json(exchange, 500, error("the server failed: " + e.getClass().getSimpleName()));
        }
      } catch (IOException | RuntimeException e) {
        log().debug("could not answer: {}", e.toString());
      }
    };
  }

  /**
   * On loopback, only the names of loopback with this port (127.0.0.1, localhost, [::1]): a page
   * elsewhere that rebinds its name to 127.0.0.1 sends its own name. On another address any.
   */
  private boolean hostAllowed(String host) {
    InetSocketAddress a = server.getAddress();
    if (!a.getAddress().isLoopbackAddress()) {
      return true;
    }
    if (host == null) {
      return false;
    }
    String h = host.strip().toLowerCase(Locale.ROOT);
    int port = a.getPort();
    return h.equals("127.0.0.1:" + port)
        || h.equals("localhost:" + port)
        || h.equals("[::1]:" + port);
  }

  private void route(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getRawPath();
    String method = exchange.getRequestMethod();
    String[] page = STATIC.get(path);
    if (page != null) {
      if (!method.equals("GET") && !method.equals("HEAD")) {
        notAllowed(exchange, "GET");
        return;
      }
      sendStatic(exchange, page[0], page[1]);
      return;
    }
    switch (path) {
      case "/api/chat" -> {
        if (method.equals("POST")) {
          chat(exchange);
        } else {
          notAllowed(exchange, "POST");
        }
      }
      case "/api/history" -> {
        if (method.equals("GET")) {
          JsonArray a = new JsonArray();
          synchronized (history) {
            history.forEach(a::add);
          }
          json(exchange, 200, a);
        } else {
          notAllowed(exchange, "GET");
        }
      }
      case "/api/memory" -> {
        if (method.equals("GET")) {
          json(exchange, 200, memoryPage());
        } else {
          notAllowed(exchange, "GET");
        }
      }
      case "/api/memory/notes", "/api/memory/clean", "/api/memory/undo" -> {
        if (method.equals("POST")) {
          memoryAction(exchange, path.substring("/api/memory/".length()));
        } else {
          notAllowed(exchange, "POST");
        }
      }
      default -> json(exchange, 404, error("no such page"));
    }
  }

  private static void sendStatic(HttpExchange exchange, String resource, String type)
      throws IOException {
    byte[] body;
    try (InputStream in = WebChat.class.getResourceAsStream("/webchat/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource /webchat/" + resource);
      }
      body = in.readAllBytes();
    }
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    if (exchange.getRequestMethod().equals("HEAD")) {
      exchange.sendResponseHeaders(200, -1);
      return;
    }
    exchange.sendResponseHeaders(200, body.length);
    exchange.getResponseBody().write(body);
  }

  // ------------------------------------------------------------------ chat

  private void chat(HttpExchange exchange) throws IOException {
    String message = field(readJson(exchange), "message").strip();
    if (message.isEmpty()) {
      throw new BadRequest("the message is empty");
    }
    if (message.length() > MAX_MESSAGE_CHARS) {
      throw new TooLarge(
          "the message has " + message.length() + " characters; the limit is " + MAX_MESSAGE_CHARS);
    }
    if (!turns.tryAcquire()) {
      json(exchange, 503, error("busy: " + MAX_TURNS + " turns are running; try again"));
      return;
    }
    ScheduledFuture<?> beat = null;
    ScheduledFuture<?> watch = null;
    Events events = null;
    try {
      exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.sendResponseHeaders(200, 0);
      events = new Events(exchange.getResponseBody());
      TurnListener listener = new TurnListener(events);
      AgentTurn turn = agent.newTurn(conversation, message).listener(listener);
      events.turn = turn;
      // The first beat at once: it starts the stream, and a page gone already cancels the turn.
      // A beat may wait in its write (a page that stopped reading); the watch never waits.
      long every = HEARTBEAT.toMillis();
      beat = heartbeats.scheduleAtFixedRate(events::heartbeat, 0, every, TimeUnit.MILLISECONDS);
      watch = heartbeats.scheduleAtFixedRate(events::watch, every, every, TimeUnit.MILLISECONDS);
      AgentReply reply;
      try {
        reply = turn.execute();
      } catch (RuntimeException e) {
        events.send(
            "error",
            error(
                events.broken
                    ? "cancelled"
                    : "the turn stopped: " + e.getClass().getSimpleName() + ": " + e.getMessage()));
        return;
      }
      JsonObject done = done(reply, listener.truths());
      JsonObject exchangeJson = new JsonObject();
      exchangeJson.addProperty("message", message);
      exchangeJson.add("reply", done);
      synchronized (history) {
        history.addLast(exchangeJson);
        while (history.size() > MAX_HISTORY) {
          history.removeFirst();
        }
      }
      events.send("done", done);
    } finally {
      if (events != null) {
        events.end(); // while the beat still watches for a write the page does not take
        if (events.broken) {
          Thread.interrupted(); // the cancel's or the write deadline's interrupt, ours to clear
        }
      }
      if (beat != null) {
        beat.cancel(false);
        watch.cancel(false);
      }
      turns.release();
    }
  }

  /** The final event: the reply, its cards, the links of what tools made, a short trace. */
  private JsonObject done(AgentReply reply, List<GroundTruth> truths) {
    JsonObject o = new JsonObject();
    o.addProperty("text", reply.text());
    JsonArray cards = new JsonArray();
    for (FactCard card : reply.factCards()) {
      GroundTruth truth = null;
      for (GroundTruth t : truths) {
        if (card.equals(t.card())) {
          truth = t;
        }
      }
      cards.add(card(card, truth));
    }
    o.add("cards", cards);
    JsonArray artefacts = new JsonArray();
    for (Artefact a : reply.artefacts()) {
      JsonObject j = new JsonObject();
      j.addProperty("name", a.name());
      j.addProperty("mediaType", a.mediaType());
      // Our own files are linked relative to the page, whatever address the browser used.
      j.addProperty(
          "href",
          a.link().startsWith(filesBase)
              ? FileServer.PATH + a.link().substring(filesBase.length())
              : a.link());
      artefacts.add(j);
    }
    o.add("artefacts", artefacts);
    JsonObject trace = new JsonObject();
    trace.addProperty("model", reply.trace().model());
    trace.addProperty("rounds", reply.trace().rounds());
    trace.addProperty("millis", reply.trace().total().toMillis());
    trace.addProperty("fallback", reply.trace().fellBack() ? reply.trace().fallback() : "");
    o.add("trace", trace);
    return o;
  }

  /** A card as the page renders it; the kind and a few typed facts come from its ground truth. */
  static JsonObject card(FactCard card, GroundTruth truth) {
    JsonObject o = new JsonObject();
    o.addProperty("kind", truth == null ? "" : truth.kind());
    o.addProperty("title", card.title());
    JsonArray fields = new JsonArray();
    card.fields()
        .forEach(
            (k, v) -> {
              JsonArray f = new JsonArray();
              f.add(k);
              f.add(v);
              fields.add(f);
            });
    o.add("fields", fields);
    o.addProperty("sourceName", card.sourceName());
    o.addProperty("sourceUrl", card.sourceUrl());
    o.addProperty("fetchedAt", card.fetchedAt().toString());
    o.addProperty("fetchedAtText", FETCHED.format(card.fetchedAt()));
    if (truth != null) {
      Map<String, Object> facts = truth.facts();
      if (facts.get("ingredients") instanceof List<?> list) {
        JsonArray a = new JsonArray();
        list.forEach(i -> a.add(String.valueOf(i)));
        o.add("ingredients", a);
      }
      if (facts.get("stories") instanceof List<?> list) {
        JsonArray a = new JsonArray();
        for (Object s : list) {
          if (s instanceof Map<?, ?> m) {
            JsonObject story = new JsonObject();
            story.addProperty("title", String.valueOf(m.get("title")));
            story.addProperty("url", String.valueOf(m.get("url")));
            story.addProperty("points", String.valueOf(m.get("points")));
            a.add(story);
          }
        }
        o.add("stories", a);
      }
    }
    return o;
  }

  /**
   * Server-sent events on the response; a failed write cancels the turn. A write to a page that
   * went away may still succeed (the system takes it); the next one fails, which is why the stream
   * beats.
   */
  private static final class Events {
    private static final byte[] BEAT = ":\n\n".getBytes(StandardCharsets.UTF_8);
    private final OutputStream out;
    private final ReentrantLock lock = new ReentrantLock();
    private boolean ended;
    private Thread writer; // the thread in a write, guarded by this
    private long writingSince; // when that write began, guarded by this
    volatile boolean broken;
    volatile AgentTurn turn;

    Events(OutputStream out) {
      this.out = out;
    }

    void send(String event, JsonElement data) {
      lock.lock();
      try {
        write(
            ("event: " + event + "\ndata: " + GSON.toJson(data) + "\n\n")
                .getBytes(StandardCharsets.UTF_8));
      } finally {
        lock.unlock();
      }
    }

    /**
     * A write that has waited longer than {@link #WRITE_DEADLINE} for the page to take it means the
     * page stopped reading: the turn is cancelled and the writing thread interrupted, which closes
     * the connection under it (its channel is interruptible). Never blocks.
     */
    synchronized void watch() {
      Thread w = writer;
      if (w != null && System.nanoTime() - writingSince > WRITE_DEADLINE.toNanos()) {
        fail();
        w.interrupt();
      }
    }

    /** An SSE comment (the page skips it); skipped while an event is being written. */
    void heartbeat() {
      if (lock.tryLock()) {
        try {
          write(BEAT);
        } finally {
          lock.unlock();
        }
      }
    }

    /** No more writes: the turn is over and the exchange is about to close. */
    void end() {
      lock.lock();
      try {
        ended = true;
      } finally {
        lock.unlock();
      }
    }

    private void write(byte[] bytes) {
      if (broken || ended) {
        return;
      }
      synchronized (this) {
        writingSince = System.nanoTime();
        writer = Thread.currentThread();
      }
      try {
        out.write(bytes);
        out.flush();
      } catch (IOException e) {
        fail();
      } finally {
        synchronized (this) {
          writer = null;
        }
      }
    }

    private void fail() {
      broken = true;
      AgentTurn t = turn;
      if (t != null) {
        t.cancel();
      }
    }
  }

  /** Sends what the guards release, and what happens underneath, to the page. */
  private static final class TurnListener implements AgentListener {
    private final Events events;
    private final List<GroundTruth> truths = new ArrayList<>();

    TurnListener(Events events) {
      this.events = events;
    }

    synchronized List<GroundTruth> truths() {
      return List.copyOf(truths);
    }

    private void status(String text) {
      JsonObject o = new JsonObject();
      o.addProperty("text", text.length() > 300 ? text.substring(0, 300) + "…" : text);
      events.send("status", o);
    }

    @Override
    public void groundingEnded(Intent intent, GroundTruth truth) {
      synchronized (this) {
        truths.add(truth);
      }
      status("fetched " + intent.kind() + " from " + truth.sourceName());
    }

    @Override
    public void groundingFailed(Intent intent, Throwable error) {
      status("fetching " + intent.kind() + " failed: " + error.getMessage());
    }

    @Override
    public void modelCallStarted(String model, int round) {
      status("asking " + model + " (round " + round + ")");
    }

    @Override
    public void toolCallStarted(ToolCall call) {
      status("calling the tool " + call.name());
    }

    @Override
    public void toolCallEnded(ToolCallTrace trace) {
      status("tool " + trace.name() + ": " + trace.outcome());
    }

    @Override
    public void fallbackEnded(String fallback, boolean used) {
      if (used) {
        status("the model failed; fallback used: " + fallback);
      }
    }

    @Override
    public void contentDelta(String text) {
      JsonObject o = new JsonObject();
      o.addProperty("text", text);
      events.send("delta", o);
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      JsonObject o = new JsonObject();
      o.addProperty("text", fullText);
      o.addProperty("reason", reason);
      events.send("replaced", o);
    }
  }

  // ------------------------------------------------------------------ memory

  private JsonObject memoryPage() {
    JsonObject o = new JsonObject();
    o.add("entries", memories(memory.entries(USER, 200)));
    o.add("archived", memories(memory.archived(USER, 200)));
    synchronized (this) {
      o.addProperty("canUndo", lastClean != null);
    }
    return o;
  }

  private static JsonArray memories(List<StoredMemory> list) {
    JsonArray a = new JsonArray();
    for (StoredMemory m : list) {
      JsonObject j = new JsonObject();
      j.addProperty("id", m.id());
      j.addProperty("text", m.text());
      JsonArray tags = new JsonArray();
      m.tags().forEach(tags::add);
      j.add("tags", tags);
      j.addProperty("created", FETCHED.format(m.created()));
      if (m.archived() != null) {
        j.addProperty("archived", FETCHED.format(m.archived()));
      }
      a.add(j);
    }
    return a;
  }

  private void memoryAction(HttpExchange exchange, String action) throws IOException {
    JsonObject body = readJson(exchange);
    JsonObject result = new JsonObject();
    switch (action) {
      case "notes" -> {
        String text = field(body, "text").strip();
        if (text.isEmpty()) {
          throw new BadRequest("the note is empty");
        }
        if (text.length() > MemoryEntry.MAX_TEXT) {
          throw new TooLarge(
              "the note has "
                  + text.length()
                  + " characters; the limit is "
                  + MemoryEntry.MAX_TEXT);
        }
        notes.store(USER, MemoryEntry.of(text));
        result.addProperty("message", "Noted.");
      }
      case "clean" -> {
        CleanResult r = memory.cleanTasks(USER);
        synchronized (this) {
          lastClean = r;
        }
        int n = r.archived().size();
        result.addProperty(
            "message",
            "Archived "
                + n
                + " task-shaped entr"
                + (n == 1 ? "y" : "ies")
                + (n == 0 ? "." : "; Undo puts them back."));
      }
      default -> {
        CleanResult r;
        synchronized (this) {
          r = lastClean;
          lastClean = null;
        }
        result.addProperty(
            "message", r == null ? "Nothing to undo." : "Restored " + memory.undo(r) + " entries.");
      }
    }
    JsonObject page = memoryPage();
    page.addProperty("message", result.get("message").getAsString());
    json(exchange, 200, page);
  }

  // ------------------------------------------------------------------ helpers

  /** Reads a JSON object body of at most {@link #MAX_BODY_BYTES}. */
  private static JsonObject readJson(HttpExchange exchange) throws IOException {
    String length = exchange.getRequestHeaders().getFirst("Content-Length");
    if (length != null) {
      try {
        if (Long.parseLong(length.strip()) > MAX_BODY_BYTES) {
          throw new TooLarge("the body is larger than " + MAX_BODY_BYTES + " bytes");
        }
      } catch (NumberFormatException e) {
        throw new BadRequest("a bad Content-Length");
      }
    }
    InputStream in = exchange.getRequestBody();
    byte[] body = in.readNBytes(MAX_BODY_BYTES + 1);
    if (body.length > MAX_BODY_BYTES) {
      throw new TooLarge("the body is larger than " + MAX_BODY_BYTES + " bytes");
    }
    try {
      JsonElement e = JsonParser.parseString(new String(body, StandardCharsets.UTF_8));
      if (!e.isJsonObject()) {
        throw new BadRequest("send a JSON object");
      }
      return e.getAsJsonObject();
    } catch (JsonParseException | IllegalStateException e) {
      throw new BadRequest("the body is not JSON");
    }
  }

  private static String field(JsonObject o, String name) {
    JsonElement e = o.get(name);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
      throw new BadRequest("\"" + name + "\" must be a string");
    }
    return e.getAsString();
  }

  private static JsonObject error(String message) {
    JsonObject o = new JsonObject();
    o.addProperty("error", message);
    return o;
  }

  private static void notAllowed(HttpExchange exchange, String allow) throws IOException {
    exchange.getResponseHeaders().set("Allow", allow);
    json(exchange, 405, error("method not allowed"));
  }

  private static void json(HttpExchange exchange, int status, JsonElement body) throws IOException {
    byte[] b = GSON.toJson(body).getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    exchange.sendResponseHeaders(status, b.length);
    exchange.getResponseBody().write(b);
  }

  private static boolean answers(OllamaClient client) {
    try {
      client.version();
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** A request the server refuses with 400. */
  private static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }

  /** A request the server refuses with 413. */
  private static final class TooLarge extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLarge(String message) {
      super(message);
    }
  }

  /** Stops the server, its threads and the memory stores. */
  @Override
  public void close() {
    server.stop(0);
    heartbeats.shutdownNow();
    executor.shutdownNow();
    try {
      notes.close();
    } finally {
      memory.close();
    }
  }
}
