package dev.vex.benchmarks.guards;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import dev.vex.core.message.Message;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Issue 24's target in milliseconds per MB: each guard ({@code DigitScanGuard} in a turn that asks
 * for a price, a change, a match score and the weather, and in one that only mentions subjects;
 * {@code FailedFetchGuard} after three failed fetches; {@code UrlAllowlistGuard}) over replies of 1
 * MB and 4 MB of each input class: ordinary prose and inputs built to find slow or super-linear
 * paths (long digit runs, {@code -1-1-1…}, many links, deeply nested Markdown, very long words, a
 * megabyte with no full stop, Unicode digits). Linear code costs the same per MB at both sizes; the
 * target is at most 100 ms per MB. The intent classifier and the memory policy read only the first
 * 4,000 and 2,000 characters of a message, so their cost is per message at that length.
 *
 * <p>Each figure is the measuring thread's CPU time (the machine may be busy), the best of {@code
 * runs} after a warm-up; a run past a minute is given up on and reported as such. Run standalone:
 * {@code java -cp <benchmarks classpath> dev.vex.benchmarks.guards.GuardPerMb [--quick]}.
 */
public final class GuardPerMb {
  private static final int MB = 1 << 20;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final Duration GIVE_UP = Duration.ofSeconds(60);

  /** The target, in ms per MB. */
  public static final double TARGET_MS_PER_MB = 100;

  static final String PROSE =
      "Bitcoin is currently trading at $86,123.45 (about 912 345 kr), down 2.3% in 24h."
          + " As of 2024-06-01 14:30 UTC the price was checked on"
          + " [CoinGecko](https://www.coingecko.com/en/coins/bitcoin). Temperaturen i Oslo er"
          + " −3 °C, i Bergen 7 grader. Read more at https://evil.example/btc?id=42, or"
          + " <https://news.ycombinator.com/item?id=41234567>. Liverpool beat Tottenham 3-1.\n";

  /** The input classes: each a unit repeated to the size. */
  static final Map<String, String> INPUTS = new LinkedHashMap<>();

  static {
    INPUTS.put("prose", PROSE);
    INPUTS.put("-1-1-1", "-1");
    INPUTS.put("one digit run", "9");
    INPUTS.put("digits and spaces", "123 ");
    INPUTS.put("digits, dots, commas", "1.2,3 ");
    INPUTS.put("Markdown links", "See [the docs](https://evil.example/docs/page) here. ");
    INPUTS.put("bare URLs", "https://evil.example/a/b?c=1 www.x.io/p ");
    INPUTS.put("nested quotes, lists", "> - ");
    INPUTS.put("nested emphasis, links", "[*_**(");
    INPUTS.put("one long word", "abcdefghij");
    INPUTS.put("no full stop, figures", "Bitcoin rose 3 and Oslo is 4 and ETH is $3,000 and ");
    INPUTS.put("no full stop, words", "the price went up and the weather in Oslo is nice and ");
    INPUTS.put("short sentences", "BTC is $86,123. ");
    INPUTS.put("scores", "Liverpool 3-1 Tottenham ");
    INPUTS.put("Unicode digits", "١٢٣٫٤ ％５，６ 𝟏𝟐𝟑 ߁߂ ");
  }

  /** One figure: the guard's cost per MB at 1 and 4 MB, or per message for the capped readers. */
  record Cost(String guard, String input, double msPerMb1, double msPerMb4) {
    double worst() {
      return Math.max(msPerMb1, Double.isNaN(msPerMb4) ? 0 : msPerMb4);
    }
  }

  /** Only the guards whose name contains this. */
  private static String only = "";

  /** Only the input classes whose name contains this. */
  private static String onlyInput = "";

  private GuardPerMb() {}

  /**
   * Prints the figures.
   *
   * @param args {@code --quick}: one run per figure instead of the best of three; {@code --guard
   *     NAME}: only the guards (or the classifier, the memory policy) whose name contains it;
   *     {@code --input NAME}: only the input classes whose name contains it
   * @throws Exception when a run fails
   */
  public static void main(String[] args) throws Exception {
    boolean quick = List.of(args).contains("--quick");
    int g = List.of(args).indexOf("--guard");
    only = g >= 0 && g + 1 < args.length ? args[g + 1] : "";
    int in = List.of(args).indexOf("--input");
    onlyInput = in >= 0 && in + 1 < args.length ? args[in + 1] : "";
    System.out.printf("%-12s %-24s %10s %10s%n", "guard", "input", "1 MB", "4 MB");
    measure(
        quick ? 1 : 3,
        c ->
            System.out.printf(
                Locale.ROOT,
                "%-12s %-24s %10s %10s%n",
                c.guard(),
                c.input(),
                format(c.msPerMb1()),
                format(c.msPerMb4())));
    measureCapped(
        quick ? 1 : 3,
        c ->
            System.out.printf(
                Locale.ROOT,
                "%-12s %-24s %10s µs per message%n",
                c.guard(),
                c.input(),
                format(c.msPerMb1() * 1000)));
    System.exit(0); // a run given up on may still be going
  }

  static String format(double ms) {
    if (Double.isNaN(ms)) {
      return "—";
    }
    if (Double.isInfinite(ms)) {
      return "> " + GIVE_UP.toMillis();
    }
    return String.format(Locale.ROOT, ms >= 10 ? "%.0f" : "%.1f", ms);
  }

  /** The guards over every input class, at 1 and 4 MB. */
  static List<Cost> measure(int runs, Consumer<Cost> each) throws Exception {
    Map<String, TurnContext> turns = turns();
    Map<String, Guard> guards = new LinkedHashMap<>();
    guards.put("digit scan, ask", DigitScanGuard.defaults());
    guards.put("digit scan, mention", DigitScanGuard.defaults());
    guards.put("failed fetch", FailedFetchGuard.create());
    guards.put("url allowlist", UrlAllowlistGuard.defaults());
    List<Cost> out = new ArrayList<>();
    for (Map.Entry<String, Guard> g : guards.entrySet()) {
      if (!g.getKey().contains(only)) {
        continue;
      }
      TurnContext turn = turns.get(g.getKey());
      for (Map.Entry<String, String> input : INPUTS.entrySet()) {
        if (!input.getKey().contains(onlyInput)) {
          continue;
        }
        Guard guard = g.getValue();
        Draft warm = new Draft(text(input.getValue(), MB / 4));
        warmUp(() -> guard.check(warm, turn));
        Draft d1 = new Draft(text(input.getValue(), MB));
        double one = time(runs, () -> guard.check(d1, turn));
        double four = Double.POSITIVE_INFINITY;
        if (!Double.isInfinite(one)) {
          Draft d4 = new Draft(text(input.getValue(), 4 * MB));
          four = time(1, () -> guard.check(d4, turn)) / 4;
        }
        Cost c = new Cost(g.getKey(), input.getKey(), one, four);
        out.add(c);
        each.accept(c);
      }
    }
    return out;
  }

  /**
   * One figure, for a side-by-side run of two builds in one JVM: the guard's cost per MB over
   * {@code mb} MB of the input class, best of {@code runs}, after a warm-up at a quarter MB.
   */
  static double measureOne(String guardName, String inputName, int mb, int runs) throws Exception {
    TurnContext turn = turns().get(guardName);
    Guard guard =
        switch (guardName) {
          case "failed fetch" -> FailedFetchGuard.create();
          case "url allowlist" -> UrlAllowlistGuard.defaults();
          default -> DigitScanGuard.defaults();
        };
    Draft warm = new Draft(text(INPUTS.get(inputName), MB / 4));
    warmUp(() -> guard.check(warm, turn));
    Draft d = new Draft(text(INPUTS.get(inputName), mb * MB));
    return time(runs, () -> guard.check(d, turn)) / mb;
  }

  private static Map<String, TurnContext> verdictTurns;
  private static Map<String, Guard> verdictGuards;

  /**
   * The verdict of one of {@link #measure}'s guards in its turn over the text, as a string (its
   * kind, text and reason), for {@link GuardDiff}.
   */
  static synchronized String verdict(String guardName, String text) throws Exception {
    if (verdictTurns == null) {
      verdictTurns = turns();
      verdictGuards = new LinkedHashMap<>();
      verdictGuards.put("digit scan, ask", DigitScanGuard.defaults());
      verdictGuards.put("digit scan, mention", DigitScanGuard.defaults());
      verdictGuards.put("failed fetch", FailedFetchGuard.create());
      verdictGuards.put("url allowlist", UrlAllowlistGuard.defaults());
    }
    return verdictGuards
        .get(guardName)
        .check(new Draft(text), verdictTurns.get(guardName))
        .toString();
  }

  /**
   * The intent classifier (its first 4,000 characters) and the memory policy (messages up to 2,000
   * characters), per message at that length: msPerMb1 holds ms per message.
   */
  static List<Cost> measureCapped(int runs, Consumer<Cost> each) throws Exception {
    GroundingClassifier classifier = GroundingClassifier.create();
    MemoryPolicy memory = MemoryPolicy.personalFacts();
    List<Cost> out = new ArrayList<>();
    if (!"classifier".contains(only) && !"memory policy".contains(only)) {
      return out;
    }
    for (Map.Entry<String, String> input : INPUTS.entrySet()) {
      if (!input.getKey().contains(onlyInput)) {
        continue;
      }
      String message = text(input.getValue(), 4000);
      String shorter = text(input.getValue(), 2000);
      int repeat = 200;
      Run classify =
          () -> {
            for (int i = 0; i < repeat; i++) {
              classifier.classify(message);
            }
          };
      warmUp(classify);
      Cost c = new Cost("classifier", input.getKey(), time(runs, classify) / repeat, Double.NaN);
      out.add(c);
      each.accept(c);
      Run remember =
          () -> {
            for (int i = 0; i < repeat; i++) {
              memory.memorable(shorter, TurnSignals.NONE);
              memory.admits(shorter, TurnSignals.NONE);
            }
          };
      warmUp(remember);
      c = new Cost("memory policy", input.getKey(), time(runs, remember) / repeat, Double.NaN);
      out.add(c);
      each.accept(c);
    }
    return out;
  }

  /**
   * Runs the work until the code it runs is compiled: ten times, or for two seconds and at least
   * three times; a run past {@link #GIVE_UP} ends it.
   */
  private static void warmUp(Run run) throws Exception {
    long end = System.nanoTime() + Duration.ofSeconds(2).toNanos();
    for (int i = 0; i < 10 && (i < 3 || System.nanoTime() < end); i++) {
      if (Double.isInfinite(time(1, run))) {
        return;
      }
    }
  }

  /**
   * The best of {@code runs} runs, in thread CPU milliseconds; infinity for a run past {@link
   * #GIVE_UP}, which is left to run out on its daemon thread.
   */
  private static double time(int runs, Run run) throws Exception {
    double best = Double.POSITIVE_INFINITY;
    for (int i = 0; i < runs; i++) {
      ExecutorService worker =
          Executors.newSingleThreadExecutor(
              r -> {
                Thread t = new Thread(r, "guard-per-mb");
                t.setDaemon(true);
                return t;
              });
      Future<Long> f =
          worker.submit(
              () -> {
                long c0 = THREADS.getCurrentThreadCpuTime();
                run.run();
                return THREADS.getCurrentThreadCpuTime() - c0;
              });
      try {
        best = Math.min(best, f.get(GIVE_UP.toMillis(), TimeUnit.MILLISECONDS) / 1e6);
      } catch (TimeoutException e) {
        return Double.POSITIVE_INFINITY;
      } finally {
        worker.shutdown();
      }
    }
    return best;
  }

  @FunctionalInterface
  private interface Run {
    void run() throws Exception;
  }

  static String text(String unit, int chars) {
    StringBuilder b = new StringBuilder(chars + unit.length());
    while (b.length() < chars) {
      b.append(unit);
    }
    b.setLength(chars);
    if (Character.isHighSurrogate(b.charAt(chars - 1))) {
      b.setCharAt(chars - 1, ' ');
    }
    return b.toString();
  }

  private static Map<String, TurnContext> turns() {
    GroundTruth crypto =
        truth(
            "crypto",
            List.of(
                new KeyFigure(
                    "BTC price",
                    new BigDecimal("86123.45"),
                    "USD",
                    true,
                    List.of("Bitcoin", "BTC")),
                new KeyFigure(
                    "BTC 24h change", new BigDecimal("-2.31"), "%", false, List.of("Bitcoin")),
                new KeyFigure(
                    "Liverpool goals", new BigDecimal("3"), "goals", true, List.of("Liverpool")),
                new KeyFigure(
                    "Tottenham Hotspur goals",
                    new BigDecimal("1"),
                    "goals",
                    true,
                    List.of("Tottenham Hotspur", "Tottenham"))));
    GroundTruth weather =
        truth(
            "weather",
            List.of(
                new KeyFigure(
                    "temperature in Oslo", new BigDecimal("-3"), "°C", true, List.of("Oslo")),
                new KeyFigure(
                    "feels like in Oslo", new BigDecimal("-7"), "°C", false, List.of("Oslo")),
                new KeyFigure(
                    "wind in Oslo", new BigDecimal("12"), "km/h", false, List.of("Oslo"))));
    GroundTruth eth =
        truth(
            "crypto",
            List.of(
                new KeyFigure(
                    "ETH price", new BigDecimal("3000"), "USD", true, List.of("Ethereum", "ETH"))));
    Map<String, TurnContext> turns = new LinkedHashMap<>();
    turns.put("digit scan, ask", turn(List.of(crypto, weather), List.of(), List.of()));
    turns.put("digit scan, mention", turn(List.of(), List.of(), List.of(eth, weather)));
    turns.put(
        "failed fetch",
        turn(
            List.of(),
            List.of(
                new FailedFetch("weather", "Oslo", "wttr.in", "timed out"),
                new FailedFetch("crypto", "BTC", "coingecko.com", "HTTP 503"),
                new FailedFetch("sports", "Liverpool", "thesportsdb.com", "no data")),
            List.of()));
    turns.put("url allowlist", turn(List.of(), List.of(), List.of()));
    return turns;
  }

  private static GroundTruth truth(String kind, List<KeyFigure> figures) {
    return new GroundTruth(
        kind,
        "source",
        List.of("https://example.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of(),
        figures,
        Map.of("en", "REAL DATA: " + figures),
        null);
  }

  private static TurnContext turn(
      List<GroundTruth> asks, List<FailedFetch> failed, List<GroundTruth> mentioned) {
    return new TurnContext(
        Message.user("question"),
        Locale.ENGLISH,
        List.of(Intent.chat()),
        asks,
        List.of(),
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        "qwen2.5:3b",
        null,
        failed,
        mentioned);
  }
}
