package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The programs leave no thread behind when they end, so {@code mvn exec:java}, which waits for the
 * threads a program started (up to 15 seconds for daemon ones), returns at once.
 */
class ProgramExitTest {

  @Test
  void theDemoLeavesNoThreadBehind() throws Exception {
    assertThat(leftBehind(() -> OfflineDemo.main(new String[0]), "")).isEmpty();
    assertThat(leftBehind(() -> DailyBrief.main(new String[] {"--date", "2026-03-27"}), ""))
        .isEmpty();
  }

  @Test
  void theChatLeavesNoThreadBehindAfterQuit() throws Exception {
    assertThat(leftBehind(() -> ChatRepl.main(new String[0]), "hello\n/quit\n")).isEmpty();
  }

  interface Program {
    void run() throws Exception;
  }

  /** Runs a program with this input; returns the threads it started that outlive it by 10 s. */
  private static List<String> leftBehind(Program program, String input) throws Exception {
    Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
    PrintStream out = System.out;
    InputStream in = System.in;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
      program.run();
    } finally {
      System.setOut(out);
      System.setIn(in);
    }
    // What may remain are the JDK's own daemon threads: java.net.http's selector (Java 17's
    // HttpClient has no close; it ends when the client is collected) and the process reaper.
    // They keep no JVM alive, and examples/pom.xml tells exec:java not to wait for them.
    List<Thread> started =
        Thread.getAllStackTraces().keySet().stream()
            .filter(t -> !before.contains(t))
            .filter(t -> !t.isDaemon() || t.getName().startsWith("vex"))
            .toList();
    for (Thread t : started) {
      t.join(10_000); // generous: a closed pool's threads end at once
    }
    return started.stream()
        .filter(Thread::isAlive)
        .map(t -> t.getName() + (t.isDaemon() ? " (daemon)" : ""))
        .toList();
  }
}
