package dev.vex.memory;

import dev.vex.core.memory.MemoryEntry;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * Run in a child JVM by {@link SqliteCrashTest}: writes entries from two threads as fast as it can
 * and prints the number of each entry after its commit returned, until it is killed.
 */
public final class CrashWriter {
  private CrashWriter() {}

  /**
   * Writes until killed.
   *
   * @param args the database file
   */
  public static void main(String[] args) {
    JdbcMemoryStore store = JdbcMemoryStore.builder().sqlite(Path.of(args[0])).build();
    for (int t = 0; t < 2; t++) {
      int thread = t;
      Thread w =
          new Thread(
              () -> {
                for (int i = 0; ; i++) {
                  String text = "I have cat " + thread + "-" + i;
                  store.remember("crash", new MemoryEntry(text, List.of("turn"), Instant.now()));
                  synchronized (System.out) {
                    System.out.println(thread + "-" + i);
                    System.out.flush();
                  }
                }
              });
      w.start();
    }
  }
}
