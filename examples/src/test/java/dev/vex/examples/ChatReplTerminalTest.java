package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import dev.vex.memory.JdbcMemoryStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives {@link ChatRepl} as a person does: the program runs in a real pseudo-terminal (a tmux
 * session), keys are typed into it, and the assertions read the screen with {@code tmux
 * capture-pane}. The model is the built-in simulator scripted like a small model; sources are the
 * recorded responses. Waits poll the screen under one generous bound; nothing is timed.
 */
class ChatReplTerminalTest {
  private static final Duration BOUND = Duration.ofMinutes(3);
  private static final String SOCKET = "vex-chat-test-" + ProcessHandle.current().pid();

  @TempDir Path tmp;
  private String session;
  private Path output;

  @BeforeAll
  static void tmuxIsThere() {
    assumeTrue(
        run(List.of("tmux", "-V")).startsWith("tmux"),
        "tmux is not installed (Debian package tmux; .ci/run installs it): the terminal test needs"
            + " a real pseudo-terminal");
  }

  @AfterAll
  static void killServer() {
    run(List.of("tmux", "kill-server"));
  }

  @AfterEach
  void killSession() {
    if (session != null) {
      run(List.of("tmux", "kill-session", "-t", session));
    }
  }

  @Test
  void aGroundedAnswerStreamsWithTheDimmedTraceAndQuitEndsTheProgram() throws Exception {
    start("");
    await("Type /help", s -> s.contains("Type /help"));
    await("the prompt", s -> s.strip().endsWith(">"));

    type("What is the bitcoin price?");
    String answered = await("the grounded answer", s -> s.contains("round(s),"));
    assertThat(answered).contains("Bitcoin (BTC) costs 65,603 USD");
    // The small model's stale price never reaches the answer: the guarded stream held it back.
    // Only the dimmed trace line of the guard's reason names it ("stated $42,150 where ...").
    assertThat(answered.lines().filter(l -> !l.contains("·"))).noneMatch(l -> l.contains("42,150"));
    List<String> dimmed = dimmedLines(screenWithStyles());
    assertThat(dimmed)
        .contains("  · intents: crypto (BTC)")
        .anyMatch(
            l ->
                l.matches(
                    "  · fetched crypto from CoinGecko http://127\\.0\\.0\\.1:\\d+/"
                        + "coingecko/api/v3/coins/markets\\?\\S+ in \\d+ ms"))
        .anyMatch(l -> l.startsWith("  · guard digit-scan: overridden, replaced by the real data"));
    // The answer itself is not dimmed.
    assertThat(dimmed).noneMatch(l -> l.contains("Bitcoin (BTC) costs"));

    type("/trace");
    String trace = await("the trace", s -> s.contains("total:") && s.contains("Trace of the last"));
    assertThat(trace)
        .contains("  intents: crypto (BTC)")
        .contains("  model: qwen2.5:3b, rounds: 1")
        .containsPattern("  fetch crypto: FETCHED, .*, \\d+ ms")
        .contains("  guard digit-scan: overridden, replaced by the real data")
        .contains("  fallback: none");

    type("/quit");
    String end = await("the program to exit", s -> s.contains("[exited "));
    assertThat(end).contains("Bye.").contains("[exited 0]");
  }

  @Test
  void aMissingModelIsPulledWithAVisibleProgressBarAndThenAnswers() throws Exception {
    start("VEX_MODEL=qwen2.5:7b VEX_SIM_PULL_STEP_MS=700");
    await("the pull offer", s -> s.contains("The model qwen2.5:7b is not on the server"));
    await("the question", s -> s.strip().endsWith("Pull it now? [y/N]"));

    type("y");
    // A part-filled bar: some '#', then '.', then a percentage below 100.
    Pattern partial = Pattern.compile("pulling \\w{12} \\[#*\\.+\\] +\\d{1,2}% ");
    // Read from everything the terminal received, not the screen: each step's '\r' redraws the
    // bar, so a screen poll could miss every part-filled state on a busy machine.
    String moving = awaitOutput("a part-filled progress bar", s -> partial.matcher(s).find());
    assertThat(moving).contains("pulling manifest");
    String done = await("the pull to finish", s -> s.contains("Pulled qwen2.5:7b."));
    assertThat(done)
        .containsPattern("pulling \\w{12} \\[#{30}\\] 100% 1840\\.5 MiB/1840\\.5 MiB")
        .contains("success");

    type("/model");
    assertThat(await("the model list", s -> s.contains("Installed:") && s.contains("  qwen2.5:7b")))
        .contains("Model qwen2.5:7b");
    type("What is the bitcoin price?");
    assertThat(await("the answer", s -> s.contains("round(s),")))
        .contains("Bitcoin (BTC) costs 65,603 USD")
        .contains("model qwen2.5:7b, 1 round(s)");
  }

  @Test
  void ctrlCCancelsTheRunningTurnAndNotTheProgram() throws Exception {
    // Each model reply waits ten minutes (the simulator's longest), longer than any wait of the
    // test: "Turn cancelled" can only come from the cancel, never from a reply that came late.
    start("VEX_SIM_FIRST_BYTE_MS=600000");
    await("the prompt", s -> s.contains("Type /help") && s.strip().endsWith(">"));

    type("What is the bitcoin price?");
    await("the model call", s -> s.contains("asking qwen2.5:3b (round 1)"));
    run(List.of("tmux", "send-keys", "-t", session, "C-c"));

    String after = await("the cancelled turn to end", s -> s.contains("Turn cancelled"));
    assertThat(after)
        .contains("Ctrl-C: cancelling the turn")
        .contains("Turn cancelled (Ctrl-C); the conversation is left as it was.")
        .doesNotContain("round(s),")
        .doesNotContain("[exited ");
    type("/tools");
    assertThat(
            await("the tools", s -> s.contains("get_time - The current local time in a time zone")))
        .contains("get_time - The current local time in a time zone")
        .doesNotContain("[exited ");
  }

  @Test
  void memoryCommandsShowWhatIsKeptAndCleanTasksCanBeUndone() throws Exception {
    start("");
    await("the prompt", s -> s.contains("Type /help") && s.strip().endsWith(">"));
    type("I'm vegetarian and I live in Bergen");
    await("the reply", s -> s.contains("round(s),"));
    type("/memory");
    assertThat(await("the memory page", s -> s.contains("Remembered:") && s.strip().endsWith(">")))
        .contains("  - I'm vegetarian")
        .contains("  - I live in Bergen");
    type("/clean-tasks");
    assertThat(await("the clean", s -> s.contains("Archived 0 task-shaped entries.")))
        .doesNotContain("Archived:");
    type("/help");
    assertThat(await("the help", s -> s.contains("/quit          leave")))
        .contains("/clean-tasks   archive task-shaped memory entries");
  }

  @Test
  void whenTheGuardedReplyReplacesWhatWasShownTheReplReprintsTheCorrectedText() throws Exception {
    start("");
    await("the prompt", s -> s.contains("Type /help") && s.strip().endsWith(">"));

    // The small model writes a sentence, then calls get_time; the next round's answer replaces it.
    type("What does the clock say in Oslo?");
    String s = await("the answer", x -> x.contains("round(s),"));
    int first = s.indexOf("Let me look at the clock first.");
    int notice = s.indexOf("  · replaced what was shown: ");
    Matcher answer = Pattern.compile("(?m)^It is \\d\\d:\\d\\d in Oslo\\.$").matcher(s);
    assertThat(first).as("the first round's sentence was shown").isPositive();
    assertThat(notice).as("the dimmed notice comes after it").isGreaterThan(first);
    assertThat(answer.find()).as("the corrected text on its own line").isTrue();
    assertThat(answer.start())
        .as("the corrected text is reprinted after the notice")
        .isGreaterThan(notice);
    assertThat(s.substring(answer.end())).doesNotContain("Let me look at the clock first.");
    List<String> dimmed = dimmedLines(screenWithStyles());
    assertThat(dimmed)
        .anyMatch(l -> l.startsWith("  · replaced what was shown: "))
        .anyMatch(l -> l.startsWith("  · tool get_time -> "))
        .noneMatch(l -> l.startsWith("It is "));
    assertThat(s).contains("model qwen2.5:3b, 2 round(s)");
  }

  @Test
  void cleanTasksArchivesRealTaskEntriesAndUndoPutsThemBack() throws Exception {
    // An older release (or a laxer policy) let requests into the user's memory.
    Path db = tmp.resolve("memory.db");
    try (JdbcMemoryStore lax =
        JdbcMemoryStore.builder().sqlite(db).policy(new Everything()).build()) {
      for (String text :
          List.of("I'm vegetarian", "Make a pdf of this", "My name is Ada", "Find me cheap RAM")) {
        lax.remember("you", MemoryEntry.of(text));
      }
    }
    start("VEX_MEMORY_DB='" + db + "'");
    await("the prompt", s -> s.contains("Type /help") && s.strip().endsWith(">"));

    type("/memory");
    String before =
        after(await("the memory", s -> after(s, "> /memory").strip().endsWith(">")), "> /memory");
    assertThat(before)
        .contains("  - I'm vegetarian")
        .contains("  - Make a pdf of this")
        .contains("  - My name is Ada")
        .contains("  - Find me cheap RAM")
        .doesNotContain("Archived:");

    type("/clean-tasks");
    String cleaned =
        after(
            await(
                "the clean",
                // The whole list, not only its heading: the prompt comes back after the last line.
                s ->
                    after(s, "> /clean-tasks").contains("Archived 2 task-shaped entries")
                        && after(s, "> /clean-tasks").strip().endsWith(">")),
            "> /clean-tasks");
    assertThat(cleaned)
        .contains("Archived 2 task-shaped entries (/undo puts them back):")
        .contains("  - Make a pdf of this")
        .contains("  - Find me cheap RAM");
    type("/memory");
    String page =
        after(
            await(
                "the memory after the clean",
                // Printed in full: the section heading can be on screen before its entries.
                s ->
                    after(s, "> /memory").contains("Archived:\n")
                        && after(s, "> /memory").strip().endsWith(">")),
            "> /memory");
    String remembered = page.substring(0, page.indexOf("Archived:"));
    String archived = page.substring(page.indexOf("Archived:"));
    assertThat(remembered)
        .contains("  - I'm vegetarian")
        .contains("  - My name is Ada")
        .doesNotContain("Make a pdf")
        .doesNotContain("cheap RAM");
    assertThat(archived).contains("  - Make a pdf of this").contains("  - Find me cheap RAM");

    type("/undo");
    await("the undo", s -> s.contains("Restored 2 entries."));
    type("/memory");
    String restored =
        after(
            await(
                "the memory after the undo",
                s -> after(after(s, "Restored 2 entries."), "> /memory").strip().endsWith(">")),
            "> /memory");
    assertThat(restored)
        .contains("  - I'm vegetarian")
        .contains("  - Make a pdf of this")
        .contains("  - My name is Ada")
        .contains("  - Find me cheap RAM")
        .doesNotContain("Archived:");
    type("/undo");
    assertThat(await("the second undo", s -> s.contains("Nothing to undo."))).isNotNull();
  }

  /** What the screen shows after the last occurrence of {@code marker}, or "" without one. */
  private static String after(String screen, String marker) {
    int i = screen.lastIndexOf(marker);
    return i < 0 ? "" : screen.substring(i + marker.length());
  }

  /** A memory policy that keeps everything, as an older release did. */
  private static final class Everything implements MemoryPolicy {
    @Override
    public List<String> memorable(String text, TurnSignals signals) {
      return List.of(text);
    }

    @Override
    public boolean admits(String text, TurnSignals signals) {
      return true;
    }
  }

  /**
   * Starts the program in a new tmux session, with no Ollama reachable. A session is alive until
   * the test ends whatever the program does (its script ends in a long sleep), so a session gone
   * right after the start is tmux's failure, not the program's: it is started again, at most three
   * times (seen once on a loaded machine: the test's own tmux server gone at the first start).
   */
  private void start(String env) throws IOException {
    for (int attempt = 1; ; attempt++) {
      startSession(env);
      if (sessionAlive()) {
        return;
      }
      if (attempt == 3) {
        throw new AssertionError(
            "the tmux session ended at its start three times: " + run(List.of("tmux", "ls")));
      }
    }
  }

  private boolean sessionAlive() {
    return run(List.of("tmux", "has-session", "-t", session)).isBlank();
  }

  private void startSession(String env) throws IOException {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path script = tmp.resolve("run.sh");
    output = tmp.resolve("terminal-output.log");
    String channel = "vex-chat-go-" + UUID.randomUUID();
    Files.writeString(
        script,
        // Waits until the test is recording the pane, so the log holds all the program writes.
        "tmux -L "
            + SOCKET
            + " wait-for "
            + channel
            + "\n"
            + "export CLASSPATH='"
            + System.getProperty("java.class.path")
            + "'\n"
            + "env OLLAMA_HOST=http://127.0.0.1:"
            + closedPort
            + " "
            + env
            + " '"
            + java
            + "' dev.vex.examples.ChatRepl\n"
            + "echo \"[exited $?]\"\n"
            + "sleep 600\n",
        StandardCharsets.UTF_8);
    session = "vex-chat-" + UUID.randomUUID().toString().substring(0, 8);
    run(
        List.of(
            "tmux", "new-session", "-d", "-s", session, "-x", "200", "-y", "80", "sh " + script));
    run(List.of("tmux", "pipe-pane", "-o", "-t", session, "cat >> '" + output + "'"));
    run(List.of("tmux", "wait-for", "-S", channel));
  }

  private void type(String text) {
    run(List.of("tmux", "send-keys", "-t", session, "-l", text));
    run(List.of("tmux", "send-keys", "-t", session, "Enter"));
  }

  private String screen() {
    return run(List.of("tmux", "capture-pane", "-p", "-J", "-S", "-300", "-t", session));
  }

  private String screenWithStyles() {
    return run(List.of("tmux", "capture-pane", "-p", "-e", "-J", "-S", "-300", "-t", session));
  }

  /**
   * The lines of a {@code capture-pane -e} screen whose first visible character is dim (SGR 2);
   * tmux writes an attribute only where it changes, so the state is carried across lines.
   */
  static List<String> dimmedLines(String styled) {
    List<String> lines = new ArrayList<>();
    boolean dim = false;
    for (String raw : styled.split("\n", -1)) {
      StringBuilder text = new StringBuilder();
      Boolean firstDim = null;
      for (int i = 0; i < raw.length(); i++) {
        char c = raw.charAt(i);
        if (c == '\u001b' && i + 1 < raw.length() && raw.charAt(i + 1) == '[') {
          int end = raw.indexOf('m', i);
          if (end < 0) {
            break;
          }
          for (String param : raw.substring(i + 2, end).split(";", -1)) {
            if (param.isEmpty() || param.equals("0") || param.equals("22")) {
              dim = false;
            } else if (param.equals("2")) {
              dim = true;
            }
          }
          i = end;
          continue;
        }
        if (firstDim == null && c != ' ') {
          firstDim = dim;
        }
        text.append(c);
      }
      if (Boolean.TRUE.equals(firstDim)) {
        lines.add(text.toString().stripTrailing());
      }
    }
    return lines;
  }

  /** Polls the screen until {@code done} holds, under one generous bound. */
  private String await(String what, Predicate<String> done) throws InterruptedException {
    long end = System.nanoTime() + BOUND.toNanos();
    String s = screen();
    while (!done.test(s)) {
      if (System.nanoTime() > end || !sessionAlive()) {
        throw new AssertionError(
            (sessionAlive() ? "waited " + BOUND + " for " : "the tmux session ended before ")
                + what
                + "; the screen:\n"
                + s
                + "\neverything the terminal received:\n"
                + output());
      }
      Thread.sleep(50); // a poll interval under the bound, not an ordering
      s = screen();
    }
    return s;
  }

  /** Polls everything the terminal has received so far until {@code done} holds. */
  private String awaitOutput(String what, Predicate<String> done) throws InterruptedException {
    long end = System.nanoTime() + BOUND.toNanos();
    String s = output();
    while (!done.test(s)) {
      if (System.nanoTime() > end) {
        throw new AssertionError("waited " + BOUND + " for " + what + "; the output:\n" + s);
      }
      Thread.sleep(50); // a poll interval under the bound, not an ordering
      s = output();
    }
    return s;
  }

  private String output() {
    try {
      return Files.exists(output) ? Files.readString(output, StandardCharsets.UTF_8) : "";
    } catch (IOException e) {
      return "";
    }
  }

  private static String run(List<String> command) {
    List<String> full = new ArrayList<>(command);
    if (full.get(0).equals("tmux")) {
      // A tmux server of our own: other builds on the machine cannot end or see our sessions.
      full.addAll(1, List.of("-L", SOCKET));
    }
    try {
      Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor();
      return out;
    } catch (IOException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}
