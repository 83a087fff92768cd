package dev.vex.examples;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import dev.vex.core.Agent;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.tools.pdf.PdfTool;
import dev.vex.tools.store.DirectoryFileStore;
import dev.vex.tools.store.FileServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

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
 * page), {@code --port N} (default 8080, 0 picks a free port), {@code --request-seconds N} (default
 * {@value #REQUEST_SECONDS}, 1 to 3600: the time a request's headers and body have to arrive) and
 * {@code --data FOLDER} (default {@code ~/.vex/webchat}: where the memory and the files tools make
 * are kept, so that they survive a restart).
 *
 * <p>The pieces: {@link WebChatHttp} (security headers, host and origin checks, bounded JSON),
 * {@link ChatTurns} and {@link TurnStream} (a turn streamed as server-sent events), {@link
 * ReplyView} and {@link ReplyMarkdown} (a finished reply as the page renders it), {@link
 * MemoryPanel} (the memory page); the page itself is in {@code resources/webchat}.
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
 * same way once a write has waited {@link #WRITE_DEADLINE} for it.
 *
 * <p>Connections: a {@link ConnectionGate} takes them on the address asked for and passes them to
 * the JDK server on a loopback port of its own: at most {@value #THREADS} at once (more are closed
 * at once) and at most {@value #PER_ADDRESS} from one client address, where the connection idle
 * longest makes room for a new one; so one client holding connections open cannot keep everyone
 * out. {@link #main} also bounds slow clients: a request's headers and body must arrive within
 * {@code --request-seconds}, or the JDK server closes the connection, so that clients sending a
 * byte now and then cannot hold the threads for long. That is the JDK server's own {@code
 * sun.net.httpserver.maxReqTime} (counted in seconds by the JDK's code), with {@code
 * jdk.httpserver.maxConnections} as a second bound behind the gate, read once, when the JVM's first
 * server starts. Only {@code main} sets them: {@link #start} leaves the properties of the JVM it is
 * embedded in alone.
 */
public final class WebChat implements AutoCloseable {
  /** The largest request body taken, in bytes. */
  static final int MAX_BODY_BYTES = WebChatHttp.MAX_BODY_BYTES;

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

  /**
   * How many of the {@link #THREADS} connections one client address may hold; when its share is
   * taken, its connection idle longest makes room for the new one (see {@link ConnectionGate}).
   */
  static final int PER_ADDRESS = THREADS / 4;

  private static final String MAX_REQ_TIME = "sun.net.httpserver.maxReqTime";
  private static final String MAX_CONNECTIONS = "jdk.httpserver.maxConnections";

  /** The memory id of the page's one user. */
  static final String USER = "you";

  private final ConnectionGate gate;
  private final HttpServer server;
  private final ExecutorService executor;
  private final ScheduledExecutorService heartbeats;
  private final JdbcMemoryStore memory;
  private final MemoryPanel panel;
  private final ChatTurns turns;
  private final AtomicBoolean closed = new AtomicBoolean();

  private WebChat(
      ConnectionGate gate,
      HttpServer server,
      ExecutorService executor,
      ScheduledExecutorService heartbeats,
      JdbcMemoryStore memory,
      MemoryPanel panel,
      ChatTurns turns) {
    this.gate = gate;
    this.server = server;
    this.executor = executor;
    this.heartbeats = heartbeats;
    this.memory = memory;
    this.panel = panel;
    this.turns = turns;
  }

  /**
   * Starts the web chat.
   *
   * @param args {@code --bind ADDRESS} (default 127.0.0.1), {@code --port N} (default 8080), {@code
   *     --request-seconds N} (default 30, 1 to 3600), {@code --data FOLDER} (default {@code
   *     ~/.vex/webchat}) and {@code --trace-spans} (print each turn's OpenTelemetry spans to the
   *     console)
   * @throws IOException when it cannot listen or use its data folder
   * @throws InterruptedException when interrupted while serving
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    TraceSpans spans = TraceSpans.fromArgs(args); // --trace-spans: each turn's spans on the console
    Options options = options(TraceSpans.withoutOption(args));
    // Before any server of this JVM starts (the recorded sources start one): the JDK reads it once.
    System.setProperty(MAX_REQ_TIME, String.valueOf(options.requestSeconds()));
    // Behind the gate's bound, with room for connections the gate closed and the server has not
    // noticed yet.
    System.setProperty(MAX_CONNECTIONS, String.valueOf(2 * THREADS));
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    InetSocketAddress address = options.address();
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    Path dir = Files.createDirectories(options.data());
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
        System.out.println("Memory and files are kept in " + dir.toAbsolutePath() + ".");
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
   * @param data the folder of the memory and the files tools make
   */
  record Options(InetSocketAddress address, int requestSeconds, Path data) {}

  /** The data folder when {@code --data} is not given: {@code .vex/webchat} in the user's home. */
  static Path defaultData() {
    return Path.of(System.getProperty("user.home"), ".vex", "webchat");
  }

  /** Reads {@code --bind}, {@code --port}, {@code --request-seconds} and {@code --data}. */
  static Options options(String[] args) throws UnknownHostException {
    String bind = "127.0.0.1";
    int port = 8080;
    int requestSeconds = REQUEST_SECONDS;
    Path data = defaultData();
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
        case "--data" -> data = Path.of(Objects.requireNonNull(value, "--data needs a folder"));
        default ->
            throw new IllegalArgumentException(
                "unknown option "
                    + args[i]
                    + "; the options are --bind ADDRESS, --port N, --request-seconds N"
                    + " and --data FOLDER");
      }
      i++;
    }
    return new Options(
        new InetSocketAddress(InetAddress.getByName(bind), port), requestSeconds, data);
  }

  /**
   * Starts a web chat for an agent configuration; adds {@code make_pdf}, a SQLite memory and the
   * listener to it.
   *
   * @param address where to listen
   * @param agent the agent's configuration: model, server, fetchers, guards, tools
   * @param dataDir where the memory file and the files tools make are kept; what is there from an
   *     earlier start is used again
   * @return the running chat; close it to stop it
   * @throws IOException when it cannot listen or use the directory
   */
  static WebChat start(InetSocketAddress address, Agent.Builder agent, Path dataDir)
      throws IOException {
    // The server listens on a loopback port of its own; the gate takes the connections on the
    // address asked for and passes them on, at most PER_ADDRESS from one client address.
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    ConnectionGate gate;
    try {
      gate = new ConnectionGate(address, server.getAddress(), THREADS, PER_ADDRESS);
    } catch (IOException | RuntimeException e) {
      server.stop(0);
      throw e;
    }
    InetSocketAddress bound = gate.address();
    String host = bound.getAddress().getHostAddress();
    String filesBase =
        "http://"
            + (host.contains(":") ? "[" + host + "]" : host)
            + ":"
            + bound.getPort()
            + FileServer.PATH;
    Files.createDirectories(dataDir);
    DirectoryFileStore files = DirectoryFileStore.in(dataDir.resolve("files"), filesBase);
    JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(dataDir.resolve("memory.db")).build();
    MemoryPanel panel = new MemoryPanel(memory, dataDir);
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
    ChatTurns turns = new ChatTurns(built, new ReplyView(filesBase), heartbeats);
    WebChat chat = new WebChat(gate, server, executor, heartbeats, memory, panel, turns);
    HttpHandler fileHandler = FileServer.handler(files);
    server.createContext("/", WebChatHttp.guarded(bound, chat::route));
    server.createContext(
        FileServer.PATH,
        WebChatHttp.guarded(
            bound,
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
                WebChatHttp.json(exchange, 404, WebChatHttp.error("no such file"));
              }
            }));
    server.setExecutor(executor);
    server.start();
    return chat;
  }

  /** How many turns hold a place now (running, or waiting for the conversation's turn). */
  int turnsHeld() {
    return turns.held();
  }

  /** Sets what runs each time a turn takes a place (for tests: a handshake on the event). */
  void onPlaceTaken(Runnable hook) {
    turns.onPlaceTaken(hook);
  }

  /** The base URL of the page. */
  URI uri() {
    InetSocketAddress a = gate.address();
    String host = a.getAddress().getHostAddress();
    return URI.create(
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/");
  }

  private void route(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getRawPath();
    String method = exchange.getRequestMethod();
    String[] page = WebChatHttp.STATIC.get(path);
    if (page != null) {
      if (!method.equals("GET") && !method.equals("HEAD")) {
        WebChatHttp.notAllowed(exchange, "GET");
        return;
      }
      WebChatHttp.sendStatic(exchange, page[0], page[1]);
      return;
    }
    switch (path) {
      case "/api/chat" -> post(exchange, () -> turns.chat(exchange));
      case "/api/history" -> get(exchange, () -> WebChatHttp.json(exchange, 200, turns.history()));
      case "/api/memory" -> get(exchange, () -> WebChatHttp.json(exchange, 200, panel.page()));
      case "/api/memory/notes",
          "/api/memory/clean",
          "/api/memory/undo",
          "/api/memory/forget",
          "/api/memory/restore" ->
          post(exchange, () -> panel.act(exchange, path.substring("/api/memory/".length())));
      default -> WebChatHttp.json(exchange, 404, WebChatHttp.error("no such page"));
    }
  }

  private interface Action {
    void run() throws IOException;
  }

  private static void get(HttpExchange exchange, Action action) throws IOException {
    if (exchange.getRequestMethod().equals("GET")) {
      action.run();
    } else {
      WebChatHttp.notAllowed(exchange, "GET");
    }
  }

  private static void post(HttpExchange exchange, Action action) throws IOException {
    if (exchange.getRequestMethod().equals("POST")) {
      action.run();
    } else {
      WebChatHttp.notAllowed(exchange, "POST");
    }
  }

  private static boolean answers(OllamaClient client) {
    try {
      client.version();
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /** Stops the server, its threads and the memory stores. */
  @Override
  public void close() {
    if (closed.getAndSet(true)) {
      return;
    }
    gate.close();
    server.stop(0);
    heartbeats.shutdownNow();
    executor.shutdownNow();
    try {
      panel.close();
    } finally {
      memory.close();
    }
  }
}
