package dev.vex.examples;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.Tool;
import dev.vex.memory.CleanResult;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.StoredMemory;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
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
 *
 * <p>This class holds the loop and its commands; {@link ReplSetup} chooses the server and reads the
 * settings, {@link ReplScreen} and {@link ReplListener} print a turn, {@link TraceText} the trace,
 * {@link ModelPull} the pull, {@link CtrlC} catches Ctrl-C.
 */
public final class ChatRepl {
  private static final String USER = "you";

  private final ReplInput input;
  private final PrintStream out;
  private final OllamaClient client;
  private final RecordedSources recorded;
  private final JdbcMemoryStore memory;
  private final Conversation conversation = Conversation.create(USER);
  private final ReplScreen screen;
  private final ModelPull pull;
  private final AtomicReference<AgentTurn> running = new AtomicReference<>();
  private volatile boolean cancelled;
  private String model;
  private Agent agent;
  private AgentReply lastReply;
  private CleanResult lastClean;

  ChatRepl(
      BufferedReader in,
      PrintStream out,
      OllamaClient client,
      String model,
      RecordedSources recorded,
      JdbcMemoryStore memory) {
    this.input = new ReplInput(in);
    this.out = out;
    this.client = client;
    this.model = model;
    this.recorded = recorded;
    this.memory = memory;
    this.screen = new ReplScreen(out);
    this.pull = new ModelPull(client, out, input, screen);
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
      ReplSetup.chat();
    } finally {
      // Vex's threads end with the program: `mvn exec:java` would otherwise wait for them.
      dev.vex.core.VexRuntime.defaultRuntime().close();
    }
  }

  void run() throws IOException {
    boolean signals = CtrlC.onInterrupt(this::interrupt);
    out.println(
        "Model "
            + model
            + ". Memory: a SQLite file (VEX_MEMORY_DB names one to keep). Type /help for commands"
            + (signals ? ", Ctrl-C to cancel a turn." : "."));
    pull.ensure(model);
    while (true) {
      out.print("> ");
      out.flush();
      String line = input.readLine();
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
          pull.ensure(model);
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
          out.print(TraceText.format(lastReply.trace()));
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

  /** Runs a turn on its own thread, so that Ctrl-C can cancel it. */
  private void turn(String message) {
    screen.turnStarted();
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
    if (reply.get() != null) {
      lastReply = reply.get();
    }
    screen.turnEnded(reply.get(), failure.get(), cancelled);
  }

  private void interrupt() {
    AgentTurn turn = running.get();
    if (turn != null) {
      cancelled = true;
      screen.dimLine("Ctrl-C: cancelling the turn"); // at once, even in the middle of the reply
      turn.cancel();
    } else {
      screen.ctrlCAtPrompt();
    }
  }

  private Agent build() {
    return OfflineDemo.agent(recorded)
        .ollama(client)
        .model(model)
        .memory(memory)
        .listener(new ReplListener(screen))
        .build();
  }
}
