package dev.vex.benchmarks.memory;

import dev.vex.core.memory.MemoryEntry;
import dev.vex.memory.JdbcMemoryStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Store and recall latency of the SQLite {@link JdbcMemoryStore} with 10k and 100k entries in the
 * database, side by side in one run: each size against the smallest, and the store's write against
 * a bare JDBC insert into the same table (same file, same pragmas) as the floor.
 *
 * <p>Arguments: sizes (default {@code 10000,100000}), measured operations per size (default 2000).
 * Entries are spread over 50 memory ids, with one user holding a fifth of them, and recall runs for
 * that user (the worst case: most candidates).
 */
public final class MemoryStoreBenchmark {
  private static final String[] WORDS = {
    "cat",
    "dog",
    "jazz",
    "Bergen",
    "Oslo",
    "vegetarian",
    "allergic",
    "peanuts",
    "nurse",
    "pilot",
    "marathon",
    "guitar",
    "Spanish",
    "coffee",
    "tea",
    "skiing",
    "hiking",
    "football",
    "chess",
    "garden",
    "bicycle",
    "electric",
    "car",
    "daughter",
    "son",
    "wife",
    "husband",
    "birthday",
    "May",
    "June",
    "green",
    "blue",
    "sushi",
    "pasta",
    "lactose",
    "gluten",
    "nuts",
    "piano",
    "violin",
    "Tromsø",
    "Bodø",
    "jordbær",
    "fisk",
    "kaffe",
    "ski",
    "hund",
    "katt",
    "lærer",
    "utvikler"
  };

  private MemoryStoreBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args sizes and operations
   * @throws Exception when the database fails
   */
  public static void main(String[] args) throws Exception {
    int[] sizes =
        Arrays.stream((args.length > 0 ? args[0] : "10000,100000").split(","))
            .mapToInt(Integer::parseInt)
            .toArray();
    int ops = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
    System.out.printf(
        "%-8s %12s %12s %12s %12s %14s%n",
        "entries", "store p50", "store p90", "recall p50", "recall p90", "bare insert p50");
    double[] base = null;
    for (int size : sizes) {
      double[] r = run(size, ops);
      System.out.printf(
          "%-8d %10.1f µs %10.1f µs %10.1f µs %10.1f µs %12.1f µs%n",
          size, r[0], r[1], r[2], r[3], r[4]);
      if (base == null) {
        base = r;
      } else {
        System.out.printf(
            "  ratio to %d entries: store p50 %.2fx, recall p50 %.2fx, recall p90 %.2fx%n",
            sizes[0], r[0] / base[0], r[2] / base[2], r[3] / base[3]);
      }
      System.out.printf("  store p50 / bare insert p50 at %d entries: %.2fx%n", size, r[0] / r[4]);
    }
  }

  private static double[] run(int size, int ops) throws Exception {
    Path dir = Files.createTempDirectory("vex-memory-bench");
    Path file = dir.resolve("memory.db");
    Random random = new Random(42);
    try (JdbcMemoryStore store = JdbcMemoryStore.builder().sqlite(file).build()) {
      for (int i = 0; i < size; i++) {
        store.remember(memoryId(i), entry(random, i));
      }
      for (int i = 0; i < 500; i++) { // warm-up
        store.remember("heavy", entry(random, i));
        store.recall("heavy", query(random), 5);
      }
      long[] storeNs = new long[ops];
      long[] recallNs = new long[ops];
      for (int i = 0; i < ops; i++) {
        MemoryEntry e = entry(random, size + i);
        long t0 = System.nanoTime();
        store.remember("heavy", e);
        long t1 = System.nanoTime();
        store.recall("heavy", query(random), 5);
        long t2 = System.nanoTime();
        storeNs[i] = t1 - t0;
        recallNs[i] = t2 - t1;
      }
      long[] bare = bareInserts(file, random, ops);
      return new double[] {
        micros(storeNs, 50),
        micros(storeNs, 90),
        micros(recallNs, 50),
        micros(recallNs, 90),
        micros(bare, 50)
      };
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static long[] bareInserts(Path file, Random random, int ops) throws Exception {
    long[] ns = new long[ops];
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
      try (var st = c.createStatement()) {
        st.execute("PRAGMA journal_mode = WAL");
        st.execute("PRAGMA synchronous = NORMAL");
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO vex_memory_entry (memory_id, text, tags, created) VALUES (?, ?, ?, ?)")) {
        for (int i = 0; i < ops; i++) {
          String text = entry(random, i).text();
          long t0 = System.nanoTime();
          ps.setString(1, "bare");
          ps.setString(2, text);
          ps.setString(3, "[\"turn\"]");
          ps.setLong(4, System.currentTimeMillis());
          ps.executeUpdate();
          ns[i] = System.nanoTime() - t0;
        }
      }
    }
    return ns;
  }

  private static String memoryId(int i) {
    return i % 5 == 0 ? "heavy" : "user-" + (i % 49);
  }

  private static MemoryEntry entry(Random random, int i) {
    String text =
        "I like "
            + WORDS[random.nextInt(WORDS.length)]
            + " and "
            + WORDS[random.nextInt(WORDS.length)]
            + ", my "
            + WORDS[random.nextInt(WORDS.length)]
            + " is number "
            + i;
    return new MemoryEntry(text, List.of("turn"), Instant.now());
  }

  private static String query(Random random) {
    return "What do you know about my "
        + WORDS[random.nextInt(WORDS.length)]
        + " and "
        + WORDS[random.nextInt(WORDS.length)]
        + "?";
  }

  private static double micros(long[] ns, int percentile) {
    long[] sorted = ns.clone();
    Arrays.sort(sorted);
    return sorted[Math.min(sorted.length - 1, sorted.length * percentile / 100)] / 1_000.0;
  }
}
