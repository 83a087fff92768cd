package dev.vex.examples;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.ToolCall;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.ollama.PullProgress;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.TurnTrace;
import dev.vex.memory.CleanResult;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.StoredMemory;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.SimModel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A terminal chat on the offline demo's setup: the built-in fetchers on recorded sources, the
 * default guards, the {@code get_time} tool and a SQLite memory in a temporary directory. It talks
 * to a real Ollama when {@code OLLAMA_HOST} (or 127.0.0.1:11434) answers, and otherwise to the
 * built-in simulator scripted like a small model.
 *
 * <p>The reply streams as the guards release it; what happens underneath (intents, fetches, tool
 * calls, guard verdicts, fallbacks) is printed dimmed. When the configured model ({@code
 * VEX_MODEL}, default {@code qwen2.5:3b}) is not on the server, it offers to pull it and shows the
 * download as a progress bar. Ctrl-C cancels the running turn ({@link AgentTurn#cancel()}); at the
 * prompt it only reminds of {@code /quit}. {@code VEX_MEMORY_DB} names a SQLite memory file to use
 * instead of a new one in a temporary directory (for example one an older release filled).
 */
public final class ChatRepl {
  static final String DIM = "\u001b[2m";
  static final String RESET = "\u001b[0m";

  /** The longest line of input taken; the rest is cut. */
  static final int MAX_INPUT_CHARS = 4_000;

  private static final String USER = "you";
  private static final int BAR_WIDTH = 30;

  private final BufferedReader in;
  private final PrintStream out;
  private final OllamaClient client;
  private final RecordedSources recorded;
  private final JdbcMemoryStore memory;
  private final Conversation conversation = Conversation.create(USER);
  private final Object printLock = new Object();
  private final AtomicReference<AgentTurn> running = new AtomicReference<>();
  private volatile boolean cancelled;
  private String model;
  private Agent agent;
  private AgentReply lastReply;
  private CleanResult lastClean;
  private boolean atLineStart = true;
  private final StringBuilder shown = new StringBuilder();
  // What happens underneath while the reply is shown waits for its end, so the reply reads in one
  // piece; each guard's verdict once.
  private final List<String> held = new java.util.ArrayList<>();
  private final java.util.Set<String> printed = new java.util.HashSet<>();
  private boolean replyStarted;

  ChatRepl(
      BufferedReader in,
      PrintStream out,
      OllamaClient client,
      String model,
      RecordedSources recorded,
      JdbcMemoryStore memory) {
    this.in = in;
    this.out = out;
    this.client = client;
    this.model = model;
    this.recorded = recorded;
    this.memory = memory;
    this.agent = build();
  }

  /**
   * Runs the chat until {@code /quit} or the end of input.
   *
   * @param args ignored
   * @throws IOException when the memory's temporary directory cannot be made
   */
  public static void main(String[] args) throws IOException {
    try {
      chat();
    } finally {
      // Vex's threads end with the program: `mvn exec:java` would otherwise wait for them.
      dev.vex.core.VexRuntime.defaultRuntime().close();
    }
  }

  private static void chat() throws IOException {
    // The libraries log through slf4j; the chat shows only their warnings.
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    String db = System.getenv("VEX_MEMORY_DB");
    Path file =
        db == null || db.isBlank()
            ? Files.createTempDirectory("vex-chat").resolve("memory.db")
            : Path.of(db);
    try (RecordedSources recorded = new RecordedSources();
        JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(file).build()) {
      if (answers(real)) {
        out.println("Using the Ollama server at " + real.baseUrl() + " with " + model + ".");
        new ChatRepl(in, out, real, model, recorded, memory).run();
        return;
      }
      try (OllamaSimulator sim = simulator(model)) {
        out.println(
            "No Ollama server answers at "
                + real.baseUrl()
                + ": using the built-in simulator, scripted like a small model"
                + " (set OLLAMA_HOST to use a real one).");
        OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
        new ChatRepl(in, out, client, model, recorded, memory).run();
      }
    }
  }

  /**
   * The simulator: its default models, and the configured model in its registry when it is not
   * among them, so that it can be pulled. {@code VEX_SIM_PULL_STEP_MS} (default 25, at most 2000)
   * paces the pull; {@code VEX_SIM_FIRST_BYTE_MS} (default 0, at most 600000) delays each reply,
   * like a model loading, to try Ctrl-C.
   */
  private static OllamaSimulator simulator(String model) {
    OllamaSimulator.Builder b = OllamaSimulator.builder();
    String full = model.contains(":") ? model : model + ":latest";
    if (SimModel.defaults().stream().noneMatch(m -> m.name().equals(full))) {
      b.pullable(SimModel.of(model, "completion", "tools"));
    }
    b.pullStepDelay(Duration.ofMillis(millis("VEX_SIM_PULL_STEP_MS", 25, 2_000)));
    b.firstByteDelay(Duration.ofMillis(millis("VEX_SIM_FIRST_BYTE_MS", 0, 600_000)));
    OllamaSimulator sim = b.start();
    sim.setDispatcher(new SmallModelScript()::reply);
    return sim;
  }

  private static long millis(String variable, long otherwise, long max) {
    try {
      long value = Long.parseLong(System.getenv().getOrDefault(variable, "" + otherwise).strip());
      return Math.max(0, Math.min(value, max));
    } catch (NumberFormatException e) {
      return otherwise;
    }
  }

  void run() throws IOException {
    boolean signals = onInterrupt(this::interrupt);
    out.println(
        "Model "
            + model
            + ". Memory: a SQLite file (VEX_MEMORY_DB names one to keep). Type /help for commands"
            + (signals ? ", Ctrl-C to cancel a turn." : "."));
    ensureModel();
    while (true) {
      out.print("> ");
      out.flush();
      String line = readLine();
      if (line == null) {
        out.println();
        return;
      }
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      if (line.startsWith("/")) {
        if (!command(line)) {
          out.println("Bye.");
          return;
        }
      } else {
        turn(line);
      }
    }
  }

  /**
   * Reads one line, keeping at most {@link #MAX_INPUT_CHARS} of it (the rest is read and dropped).
   *
   * @return the line, or null at the end of input
   */
  private String readLine() throws IOException {
    StringBuilder sb = new StringBuilder();
    int c;
    boolean any = false;
    while ((c = in.read()) >= 0) {
      any = true;
      if (c == '\n') {
        break;
      }
      if (c != '\r' && sb.length() < MAX_INPUT_CHARS) {
        sb.append((char) c);
      }
    }
    return any ? sb.toString() : null;
  }

  /** Runs one command; returns false for {@code /quit}. */
  private boolean command(String line) throws IOException {
    String[] parts = line.split("\\s+", 2);
    String arg = parts.length > 1 ? parts[1].strip() : "";
    switch (parts[0]) {
      case "/quit", "/exit" -> {
        return false;
      }
      case "/help" -> help();
      case "/model" -> {
        if (!arg.isEmpty()) {
          model = arg;
          agent = build();
          out.println("Model set to " + model + ".");
          ensureModel();
        } else {
          out.println("Model " + model + " on " + client.baseUrl() + ". Installed:");
          try {
            client.models().forEach(m -> out.println("  " + m.name()));
          } catch (RuntimeException e) {
            out.println("  (the server does not list its models: " + e.getMessage() + ")");
          }
        }
      }
      case "/tools" -> {
        for (Tool t : agent.tools().tools()) {
          out.println("  " + t.name() + " - " + t.description());
        }
      }
      case "/memory" -> memoryPage();
      case "/clean-tasks" -> {
        lastClean = memory.cleanTasks(USER);
        out.println(
            "Archived "
                + lastClean.archived().size()
                + " task-shaped entr"
                + (lastClean.archived().size() == 1 ? "y" : "ies")
                + (lastClean.archived().isEmpty() ? "." : " (/undo puts them back):"));
        lastClean.archived().forEach(m -> out.println("  - " + m.text()));
      }
      case "/undo" -> {
        if (lastClean == null) {
          out.println("Nothing to undo.");
        } else {
          out.println("Restored " + memory.undo(lastClean) + " entries.");
          lastClean = null;
        }
      }
      case "/trace" -> {
        if (lastReply == null) {
          out.println("No turn yet.");
        } else {
          out.print(formatTrace(lastReply.trace()));
        }
      }
      default -> out.println("Unknown command " + parts[0] + "; /help lists them.");
    }
    return true;
  }

  private void help() {
    out.println(
        """
          /model [name]  show the model and the installed ones, or switch
          /tools         the tools the agent may call
          /memory        what is remembered about you, and what was archived
          /clean-tasks   archive task-shaped memory entries (/undo puts them back)
          /undo          undo the last /clean-tasks
          /trace         the last turn's whole trace
          /help          this list
          /quit          leave""");
  }

  private void memoryPage() {
    List<StoredMemory> entries = memory.entries(USER, 50);
    out.println(entries.isEmpty() ? "Nothing remembered yet." : "Remembered:");
    entries.forEach(m -> out.println("  - " + m.text() + " " + m.tags()));
    List<StoredMemory> archived = memory.archived(USER, 50);
    if (!archived.isEmpty()) {
      out.println("Archived:");
      archived.forEach(m -> out.println("  - " + m.text()));
    }
  }

  /** Offers to pull the model when the server does not have it. */
  private void ensureModel() throws IOException {
    boolean installed;
    try {
      installed = client.show(model).isPresent();
    } catch (RuntimeException e) {
      dim("could not ask the server about " + model + ": " + e.getMessage());
      return;
    }
    if (installed) {
      return;
    }
    out.print("The model " + model + " is not on the server. Pull it now? [y/N] ");
    out.flush();
    String answer = readLine();
    if (answer == null || !answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
      out.println("Not pulled; replies will fail until it is there (/model to switch).");
      return;
    }
    try {
      pull();
      out.println("Pulled " + model + ".");
    } catch (RuntimeException e) {
      out.println();
      out.println("The pull failed: " + e.getMessage());
    }
  }

  private void pull() {
    out.println("Pulling " + model + " from the server's registry:");
    String[] last = {""};
    client.pull(
        model,
        p -> {
          if (!p.status().equals(last[0]) && !last[0].isEmpty()) {
            out.println();
          }
          last[0] = p.status();
          out.print("\r" + progressLine(p));
          out.flush();
        });
    out.println();
  }

  /** One line of the pull display: a bar for a layer's download, the status otherwise. */
  static String progressLine(PullProgress p) {
    double f = p.fraction();
    if (f < 0) {
      return p.status();
    }
    int filled = (int) Math.round(f * BAR_WIDTH);
    return String.format(
        Locale.ROOT,
        "%s [%s%s] %3d%% %s/%s",
        p.status(),
        "#".repeat(filled),
        ".".repeat(BAR_WIDTH - filled),
        Math.round(f * 100),
        mib(p.completed()),
        mib(p.total()));
  }

  private static String mib(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    if (bytes < 1024 * 1024) {
      return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
    }
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
  }

  /** Runs a turn on its own thread, so that Ctrl-C can cancel it. */
  private void turn(String message) {
    synchronized (printLock) {
      shown.setLength(0);
      atLineStart = true;
      held.clear();
      printed.clear();
      replyStarted = false;
    }
    AtomicReference<AgentReply> reply = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    AgentTurn turn = agent.newTurn(conversation, message);
    Thread t =
        new Thread(
            () -> {
              try {
                reply.set(turn.execute());
              } catch (RuntimeException e) {
                failure.set(e);
              }
            },
            "vex-chat-turn");
    cancelled = false;
    running.set(turn);
    t.start();
    boolean interrupted = false;
    while (true) {
      try {
        t.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    running.set(null);
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    synchronized (printLock) {
      endLine();
      replyStarted = false;
      if (reply.get() == null) {
        held.forEach(this::dimLine);
        held.clear();
        Throwable e = failure.get();
        if (e instanceof TurnCancelledException || cancelled) {
          out.println("Turn cancelled (Ctrl-C); the conversation is left as it was.");
        } else {
          out.println(
              "The turn stopped: "
                  + (e == null
                      ? "no reply"
                      : e.getClass().getSimpleName() + ": " + e.getMessage()));
        }
        return;
      }
      AgentReply r = reply.get();
      lastReply = r;
      if (!shown.toString().equals(r.text())) {
        // The listener's contract says this does not happen; the host still shows the final text.
        out.println(r.text());
      }
      held.forEach(this::dimLine);
      held.clear();
      for (FactCard card : r.factCards()) {
        dimLine("card " + card.title() + " " + card.fields() + " (" + card.sourceName() + ")");
      }
      dimLine(
          "model "
              + r.trace().model()
              + ", "
              + r.trace().rounds()
              + " round(s), "
              + r.trace().total().toMillis()
              + " ms");
    }
  }

  private void interrupt() {
    AgentTurn turn = running.get();
    if (turn != null) {
      cancelled = true;
      synchronized (printLock) {
        dimLine("Ctrl-C: cancelling the turn"); // at once, even in the middle of the reply
      }
      turn.cancel();
    } else {
      synchronized (printLock) {
        out.print("\n(Ctrl-C cancels a running turn; /quit leaves)\n> ");
        out.flush();
      }
    }
  }

  private Agent build() {
    return OfflineDemo.agent(recorded)
        .ollama(client)
        .model(model)
        .memory(memory)
        .listener(new Printer())
        .build();
  }

  private void endLine() {
    if (!atLineStart) {
      out.println();
      atLineStart = true;
    }
  }

  /** A line about what happens underneath: now, or after the reply once that has started. */
  private void dim(String text) {
    synchronized (printLock) {
      if (text.startsWith("guard ") && !printed.add(text)) {
        return; // a guard judges the stream and the final text alike: its verdict once
      }
      if (replyStarted || text.startsWith("guard ")) { // a guard's verdict is about the reply
        held.add(text);
      } else {
        dimLine(text);
      }
    }
  }

  private void dimLine(String text) {
    endLine();
    out.println(DIM + "  · " + text + RESET);
  }

  private void show(String text) {
    if (text.isEmpty()) {
      return;
    }
    replyStarted = true;
    out.print(text);
    out.flush();
    shown.append(text);
    atLineStart = text.endsWith("\n");
  }

  /** Prints the turn as it runs. */
  private final class Printer implements AgentListener {
    private final Map<Intent, Long> fetchStarts = new ConcurrentHashMap<>();

    @Override
    public void classificationEnded(List<Intent> intents) {
      dim(intents.isEmpty() ? "intents: none" : "intents: " + intents(intents));
    }

    @Override
    public void classificationFailed(Throwable error) {
      dim("intent classification failed: " + error.getMessage());
    }

    @Override
    public void groundingStarted(Intent intent) {
      fetchStarts.put(intent, System.nanoTime());
    }

    @Override
    public void groundingEnded(Intent intent, GroundTruth truth) {
      dim(
          "fetched "
              + intent.kind()
              + " from "
              + truth.sourceName()
              + (truth.sourceUrls().isEmpty() ? "" : " " + truth.sourceUrls().get(0))
              + " in "
              + elapsed(intent));
    }

    @Override
    public void groundingFailed(Intent intent, Throwable error) {
      dim(
          "fetch "
              + intent.kind()
              + " failed after "
              + elapsed(intent)
              + ": "
              + error.getMessage());
    }

    private String elapsed(Intent intent) {
      Long start = fetchStarts.remove(intent);
      return start == null ? "?" : (System.nanoTime() - start) / 1_000_000 + " ms";
    }

    @Override
    public void modelCallStarted(String model, int round) {
      dim("asking " + model + " (round " + round + ")");
    }

    @Override
    public void modelCallFailed(String model, int round, Throwable error) {
      dim("model " + model + " failed: " + error.getMessage());
    }

    @Override
    public void contentDelta(String text) {
      synchronized (printLock) {
        show(text);
      }
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      synchronized (printLock) {
        // between the text shown and the corrected one, which replaces it
        dimLine("replaced what was shown: " + reason);
        shown.setLength(0);
        show(fullText);
      }
    }

    @Override
    public void toolCallStarted(ToolCall call) {
      dim("tool " + call.name() + " " + call.arguments());
    }

    @Override
    public void toolCallEnded(ToolCallTrace trace) {
      dim(
          "tool "
              + trace.name()
              + " -> "
              + oneLine(trace.result())
              + " ("
              + trace.duration().toMillis()
              + " ms)");
    }

    @Override
    public void toolCallFailed(ToolCallTrace trace) {
      dim("tool " + trace.name() + " failed: " + oneLine(trace.result()));
    }

    @Override
    public void guardEnded(GuardTrace trace) {
      dim("guard " + trace.guard() + ": " + verdict(trace));
    }

    @Override
    public void guardFailed(String guard, Throwable error) {
      dim("guard " + guard + " failed and was skipped: " + error.getMessage());
    }

    @Override
    public void fallbackStarted(String fallback, Throwable failure) {
      dim("trying fallback " + fallback);
    }

    @Override
    public void fallbackEnded(String fallback, boolean used) {
      if (used) {
        dim("fallback used: " + fallback);
      }
    }
  }

  private static String intents(List<Intent> intents) {
    StringBuilder sb = new StringBuilder();
    for (Intent i : intents) {
      sb.append(sb.isEmpty() ? "" : ", ").append(i.kind());
      if (!i.subject().isEmpty()) {
        sb.append(" (").append(i.subject()).append(')');
      }
    }
    return sb.toString();
  }

  private static String verdict(GuardTrace g) {
    GuardVerdict v = g.verdict();
    if (v == null) {
      return "error " + g.error();
    }
    String kind =
        v instanceof GuardVerdict.Pass
            ? "pass"
            : v instanceof GuardVerdict.Rewritten ? "rewritten" : "overridden";
    String reason = v.reason() == null || v.reason().isEmpty() ? "" : ", " + v.reason();
    return kind + reason;
  }

  private static String oneLine(String text) {
    String s = text == null ? "" : text.replaceAll("\\s+", " ").strip();
    return s.length() > 160 ? s.substring(0, 160) + "…" : s;
  }

  /** The whole trace of a turn, one item a line. */
  static String formatTrace(TurnTrace t) {
    StringBuilder sb = new StringBuilder("Trace of the last turn\n");
    sb.append("  intents: ").append(t.intents().isEmpty() ? "none" : intents(t.intents()));
    sb.append("\n  model: ").append(t.model()).append(", rounds: ").append(t.rounds());
    sb.append(t.maxRoundsReached() ? " (limit reached)" : "").append('\n');
    for (ModelCallTrace m : t.modelCalls()) {
      sb.append("  model call ")
          .append(m.round())
          .append(": ")
          .append(m.model())
          .append(", ")
          .append(m.toolsOffered())
          .append(" tools offered, ")
          .append(m.toolCalls())
          .append(" called, ")
          .append(m.duration().toMillis())
          .append(" ms")
          .append(m.error() == null ? "" : ", error: " + oneLine(m.error()))
          .append('\n');
    }
    for (GroundingTrace g : t.grounding()) {
      sb.append("  fetch ")
          .append(g.intent().kind())
          .append(": ")
          .append(g.outcome())
          .append(", ")
          .append(oneLine(g.detail()))
          .append(", ")
          .append(g.duration().toMillis())
          .append(" ms\n");
    }
    for (ToolCallTrace c : t.toolCalls()) {
      sb.append("  tool ")
          .append(c.name())
          .append(' ')
          .append(c.arguments())
          .append(": ")
          .append(c.outcome())
          .append(", ")
          .append(oneLine(c.result()))
          .append('\n');
    }
    for (GuardTrace g : t.guards()) {
      sb.append("  guard ").append(g.guard()).append(": ").append(verdict(g)).append('\n');
    }
    sb.append("  fallback: ").append(t.fellBack() ? t.fallback() : "none").append('\n');
    for (String w : t.warnings()) {
      sb.append("  note: ").append(oneLine(w)).append('\n');
    }
    sb.append("  total: ").append(t.total().toMillis()).append(" ms\n");
    return sb.toString();
  }

  private static boolean answers(OllamaClient client) {
    try {
      client.version();
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }

  /**
   * Runs {@code action} on SIGINT instead of exiting, through the JDK's {@code sun.misc.Signal}
   * (module jdk.unsupported), looked up reflectively so that the build does not depend on it.
   *
   * @return false when the JDK does not offer it (Ctrl-C then ends the program)
   */
  static boolean onInterrupt(Runnable action) {
    try {
      Class<?> signal = Class.forName("sun.misc.Signal");
      Class<?> handler = Class.forName("sun.misc.SignalHandler");
      Object proxy =
          Proxy.newProxyInstance(
              handler.getClassLoader(),
              new Class<?>[] {handler},
              (self, method, args) ->
                  switch (method.getName()) {
                    case "handle" -> {
                      action.run();
                      yield null;
                    }
                    case "hashCode" -> System.identityHashCode(self);
                    case "equals" -> self == args[0];
                    default -> "ChatRepl interrupt handler";
                  });
      Object sigint = signal.getConstructor(String.class).newInstance("INT");
      signal.getMethod("handle", signal, handler).invoke(null, sigint, proxy);
      return true;
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return false;
    }
  }
}
