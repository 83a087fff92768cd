package dev.vex.benchmarks.memory;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.PostgresServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Section {@code memory}: {@link MemoryStoreBenchmark} at 100,000 entries on SQLite (a file in a
 * temporary directory) and, beside it, on PostgreSQL, started from the Debian binaries as
 * vex-memory's tests start it ({@link PostgresServer}). Targets (SQLite): recall p50 at most 5 ms,
 * store p50 at most 0.5 ms.
 */
public final class MemorySection implements Section {
  static final int ENTRIES = 100_000;

  @Override
  public String name() {
    return "memory";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    int ops = settings.full() ? 3_000 : 1_000;
    MemoryStoreBenchmark.Figures sqlite = MemoryStoreBenchmark.sqlite(ENTRIES, ops);
    String why = PostgresServer.unavailable();
    MemoryStoreBenchmark.Figures pg = null;
    if (why == null) {
      String url = PostgresServer.shared().newDatabase();
      pg = MemoryStoreBenchmark.run(JdbcMemoryStore.builder().postgres(url), url, ENTRIES, ops);
    }
    StringBuilder b = new StringBuilder("## Memory: store and recall at 100,000 entries\n\n");
    b.append(
        String.format(
            Locale.ROOT,
            "vex-memory's `JdbcMemoryStore` with %,d entries over 50 memory ids (one holding a fifth"
                + " of them, the one measured), inserted in one transaction before measuring;"
                + " then %,d times, alternating, `remember` (one transaction each) and `recall(id,"
                + " \"What do you know about my <word> and <word>?\", 5)`, each recall checked to"
                + " return 5 entries, the first holding one of the words. The floor for a store is"
                + " a bare JDBC insert into the same table on the same database (autocommit)."
                + " SQLite: a file in a temporary directory, WAL, `synchronous=NORMAL`;"
                + " PostgreSQL: a server started from the Debian binaries on loopback, as"
                + " vex-memory's tests start it (`fsync=off`, so its writes measure the server's"
                + " work, not the disk's).%n%n",
            ENTRIES,
            ops));
    b.append(
        "| database | store p50 | store p90 | recall p50 | recall p90 | bare insert p50 | store"
            + " p50 / bare insert |\n|---|---|---|---|---|---|---|\n");
    row(b, "SQLite", sqlite);
    if (pg != null) {
      row(b, "PostgreSQL", pg);
    }
    b.append('\n');
    if (pg == null) {
      b.append("PostgreSQL was not run here: ").append(why).append("\n\n");
    }
    b.append("Reproduce: `").append(settings.command(name())).append("`\n");
    List<Headline> h = new ArrayList<>();
    h.add(
        new Headline(
            "memory recall p50, 100,000 entries, SQLite",
            "absolute",
            sqlite.recallP50() / 1e3,
            "ms",
            Target.atMost(5)));
    h.add(
        new Headline(
            "memory store p50, 100,000 entries, SQLite",
            "absolute",
            sqlite.storeP50() / 1e3,
            "ms",
            Target.atMost(0.5)));
    if (pg != null) {
      h.add(
          new Headline(
              "memory recall p50, 100,000 entries, PostgreSQL",
              "absolute",
              pg.recallP50() / 1e3,
              "ms",
              null));
      h.add(
          new Headline(
              "memory store p50, 100,000 entries, PostgreSQL",
              "absolute",
              pg.storeP50() / 1e3,
              "ms",
              null));
    }
    return new Run(b.toString(), h);
  }

  private static void row(StringBuilder b, String name, MemoryStoreBenchmark.Figures f) {
    b.append(
        String.format(
            Locale.ROOT,
            "| %s | %s | %s | %s | %s | %s | %.2f |%n",
            name,
            Report.us(f.storeP50()),
            Report.us(f.storeP90()),
            Report.us(f.recallP50()),
            Report.us(f.recallP90()),
            Report.us(f.bareInsertP50()),
            f.storeP50() / f.bareInsertP50()));
  }
}
