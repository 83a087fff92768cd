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
 * Store and recall latency of the {@link JdbcMemoryStore} with many entries in the database, and
 * the store's write against a bare JDBC insert into the same table (same database, same pragmas) as
 * the floor. {@link MemorySection} runs it on SQLite and PostgreSQL; {@link #main} on SQLite.
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
   * One database's figures, microseconds.
   *
   * @param storeP50 p50 of {@code remember} (one transaction each)
   * @param storeP90 p90 of {@code remember}
   * @param recallP50 p50 of {@code recall(…, 5)} for the memory id with a fifth of the entries
   * @param recallP90 p90 of that recall
   * @param bareInsertP50 p50 of a bare JDBC insert into the same table (autocommit), the floor
   */
  public record Figures(
      double storeP50, double storeP90, double recallP50, double recallP90, double bareInsertP50) {}

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
    for (int size : sizes) {
      Figures r = sqlite(size, ops);
      System.out.printf(
          "%-8d %10.1f µs %10.1f µs %10.1f µs %10.1f µs %12.1f µs%n",
          size, r.storeP50(), r.storeP90(), r.recallP50(), r.recallP90(), r.bareInsertP50());
    }
  }

  /**
   * The figures on a fresh SQLite file in a temporary directory, deleted afterwards.
   *
   * @param size entries in the database before measuring
   * @param ops measured operations
   * @return the figures
   * @throws Exception when the database fails
   */
  public static Figures sqlite(int size, int ops) throws Exception {
    Path dir = Files.createTempDirectory("vex-memory-bench");
    Path file = dir.resolve("memory.db");
    try {
      return run(JdbcMemoryStore.builder().sqlite(file), "jdbc:sqlite:" + file, size, ops);
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  /**
   * The figures on an empty database: the store creates its schema, {@code size} entries are
   * inserted in one transaction through JDBC (the store's triggers and generated columns index
   * them), then {@code remember} and {@code recall} alternate through the store, then bare inserts
   * run on a connection of their own.
   *
   * @param store the store's builder, for an empty database
   * @param jdbcUrl the same database's JDBC URL
   * @param size entries in the database before measuring
   * @param ops measured operations
   * @return the figures
   * @throws Exception when the database fails
   */
  public static Figures run(JdbcMemoryStore.Builder store, String jdbcUrl, int size, int ops)
      throws Exception {
    Random random = new Random(42);
    try (JdbcMemoryStore memory = store.build()) {
      fill(jdbcUrl, random, size);
      for (int i = 0; i < 500; i++) { // warm-up
        memory.remember("heavy", entry(random, i));
        memory.recall("heavy", query(random), 5);
      }
      long[] storeNs = new long[ops];
      long[] recallNs = new long[ops];
      for (int i = 0; i < ops; i++) {
        MemoryEntry e = entry(random, size + i);
        String w1 = WORDS[random.nextInt(WORDS.length)];
        String w2 = WORDS[random.nextInt(WORDS.length)];
        String q = "What do you know about my " + w1 + " and " + w2 + "?";
        long t0 = System.nanoTime();
        memory.remember("heavy", e);
        long t1 = System.nanoTime();
        List<MemoryEntry> found = memory.recall("heavy", q, 5);
        long t2 = System.nanoTime();
        if (found.size() != 5
            || !(found.get(0).text().contains(w1) || found.get(0).text().contains(w2))) {
          throw new IllegalStateException("recall for '" + q + "' found " + texts(found));
        }
        storeNs[i] = t1 - t0;
        recallNs[i] = t2 - t1;
      }
      long[] bare = bareInserts(jdbcUrl, random, ops);
      return new Figures(
          micros(storeNs, 50),
          micros(storeNs, 90),
          micros(recallNs, 50),
          micros(recallNs, 90),
          micros(bare, 50));
    }
  }

  private static void fill(String jdbcUrl, Random random, int size) throws Exception {
    try (Connection c = DriverManager.getConnection(jdbcUrl)) {
      c.setAutoCommit(false);
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO vex_memory_entry (memory_id, text, tags, created) VALUES (?, ?, ?, ?)")) {
        for (int i = 0; i < size; i++) {
          ps.setString(1, memoryId(i));
          ps.setString(2, entry(random, i).text());
          ps.setString(3, "[\"turn\"]");
          ps.setLong(4, System.currentTimeMillis());
          ps.addBatch();
          if (i % 1000 == 999) {
            ps.executeBatch();
          }
        }
        ps.executeBatch();
      }
      c.commit();
    }
  }

  private static long[] bareInserts(String jdbcUrl, Random random, int ops) throws Exception {
    long[] ns = new long[ops];
    try (Connection c = DriverManager.getConnection(jdbcUrl)) {
      if (jdbcUrl.startsWith("jdbc:sqlite:")) {
        try (var st = c.createStatement()) {
          st.execute("PRAGMA journal_mode = WAL");
          st.execute("PRAGMA synchronous = NORMAL");
        }
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

  private static List<String> texts(List<MemoryEntry> entries) {
    return entries.stream().map(MemoryEntry::text).toList();
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
