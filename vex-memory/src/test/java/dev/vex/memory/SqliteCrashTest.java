package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A process killed with SIGKILL while it writes leaves a database that reopens consistent. */
class SqliteCrashTest {
  @TempDir Path dir;

  @Test
  void aWriterKilledWithKill9LeavesEveryCommittedEntryAndAConsistentDatabase() throws Exception {
    Path db = dir.resolve("crash.db");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process child =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                CrashWriter.class.getName(),
                db.toString())
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    List<String> committed = new ArrayList<>();
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while (committed.size() < 400 && (line = out.readLine()) != null) {
        committed.add(line);
      }
      // SIGKILL: no shutdown hook, no close, no checkpoint; the writers are mid-transaction
      Process kill = new ProcessBuilder("kill", "-9", Long.toString(child.pid())).start();
      assertThat(kill.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
      while ((line = out.readLine()) != null) {
        committed.add(line); // printed after a commit returned, before the kill landed
      }
    }
    assertThat(child.exitValue()).as("killed by signal 9").isEqualTo(137);
    assertThat(committed).hasSizeGreaterThanOrEqualTo(400);

    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement st = c.createStatement()) {
      try (ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
        rs.next();
        assertThat(rs.getString(1)).isEqualTo("ok");
      }
      // the full-text index agrees with the table
      st.execute("INSERT INTO vex_memory_fts(vex_memory_fts) VALUES ('integrity-check')");
    }
    try (JdbcMemoryStore reopened = JdbcMemoryStore.builder().sqlite(db).build()) {
      Set<String> present = new HashSet<>();
      for (StoredMemory m : reopened.entries("crash", 10_000)) {
        present.add(m.text().substring("I have cat ".length()));
      }
      assertThat(present).containsAll(committed);
      assertThat(present.size()).isLessThanOrEqualTo(committed.size() + 2);
      assertThat(reopened.recall("crash", "cat", 3)).hasSize(3);
      reopened.remember("crash", dev.vex.core.memory.MemoryEntry.of("I have a new cat"));
      assertThat(reopened.recall("crash", "new", 1).get(0).text()).isEqualTo("I have a new cat");
    }
  }
}
