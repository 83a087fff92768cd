package dev.vex.benchmarks.guards;

import com.sun.net.httpserver.HttpServer;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Issue 24's size check: the digit scan's cost per MB of reply, on ordinary prose and on inputs
 * built to find super-linear paths, at 1 and 4 MB (linear code costs the same per MB at both), for
 * three turn shapes: an ask (a price, a change, a match score and the weather, so every reader of
 * the scan runs and an override keeps prose), a subject only mentioned, and failed fetches (the
 * failed-fetch guard). Then fetch_url's HTML to text on 2 MB of unclosed {@code <b><i><u>} served
 * over loopback, and a 32 MB page under a 1 s tool timeout, whose text takes longer than the tool's
 * deadline (the timeout and one second) to make.
 *
 * <p>Each figure is the best of three runs, as the measuring thread's CPU time (the machine may be
 * busy; wall time is shown too); a run past a minute is given up on and shown as "&gt; 60000 / MB".
 * Run: {@code java -cp <benchmarks classpath> dev.vex.benchmarks.guards.DigitScanSizes [--quick]
 * [--once] [--fetch-only]} ({@code --quick}: 1 MB only; {@code --once}: one run per figure instead
 * of the best of three; {@code --fetch-only}: fetch_url only).
 */
public final class DigitScanSizes {
  private static final int MB = 1 << 20;
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final Duration GIVE_UP = Duration.ofSeconds(60);
  private static int runs = 3;

  private static final String PROSE =
      "Bitcoin is currently trading at $86,123.45 (about 912 345 kr), down 2.3% in 24h."
          + " As of 2024-06-01 14:30 UTC the price was checked on"
          + " [CoinGecko](https://www.coingecko.com/en/coins/bitcoin). Temperaturen i Oslo er"
          + " −3 °C, i Bergen 7 grader. Read more at https://evil.example/btc?id=42, or"
          + " <https://news.ycombinator.com/item?id=41234567>. Liverpool beat Tottenham 3-1.\n";

  /** The inputs, each a unit repeated to the size. */
  private static final Map<String, String> INPUTS = new LinkedHashMap<>();

  static {
    INPUTS.put("prose", PROSE);
    INPUTS.put("-1-1-1", "-1");
    INPUTS.put("1.1.1.1", "1.");
    INPUTS.put("1,1,1", "1,");
    INPUTS.put("digits and spaces", "123 ");
    INPUTS.put("short sentences", "BTC is $86,123. ");
    INPUTS.put("one sentence", "Bitcoin rose 3 and Oslo is 4 and ETH is $3,000 and ");
    INPUTS.put("currency signs", "$1 €2 kr 3 NOK 4 USD ");
    INPUTS.put("team names", "Liverpool Tottenham Arsenal Chelsea Bitcoin Oslo ");
    INPUTS.put("scores", "Liverpool 3-1 Tottenham ");
    INPUTS.put("nested brackets", "((((((((((1))))))))))");
    INPUTS.put("percentages", "1% ");
    INPUTS.put("Norwegian", "ca. 3 kr og rundt 4 grader i Oslo, aksjen stupte og kursen steg ");
  }

  private DigitScanSizes() {}

  /**
   * Prints the table.
   *
   * @param args {@code --quick} for 1 MB only
   * @throws Exception when fetch_url's page cannot be served
   */
  public static void main(String[] args) throws Exception {
    boolean quick = List.of(args).contains("--quick");
    runs = List.of(args).contains("--once") ? 1 : 3;
    int[] sizes = quick ? new int[] {1} : new int[] {1, 4};
    if (List.of(args).contains("--fetch-only")) {
      fetchUrl();
      System.exit(0);
    }
    Map<String, TurnContext> turns = turns();
    System.out.printf(
        "%-20s %-8s %5s %10s %10s%n", "input", "turn", "MB", "ms/MB cpu", "ms/MB wall");
    for (Map.Entry<String, String> input : INPUTS.entrySet()) {
      for (Map.Entry<String, TurnContext> turn : turns.entrySet()) {
        Guard guard =
            turn.getKey().equals("failed") ? FailedFetchGuard.create() : DigitScanGuard.defaults();
        Draft warm = new Draft(text(input.getValue(), 128 * 1024));
        for (int i = 0; i < 2; i++) {
          guard.check(warm, turn.getValue()); // warm up: the first megabyte runs compiled code
        }
        for (int mb : sizes) {
          Draft draft = new Draft(text(input.getValue(), mb * MB));
          long[] best = best(() -> guard.check(draft, turn.getValue()));
          System.out.printf(
              "%-20s %-8s %5d %10s %10s%n",
              input.getKey(), turn.getKey(), mb, perMb(best[0], mb), perMb(best[1], mb));
        }
      }
    }
    fetchUrl();
    System.exit(0); // a run given up on may still be going
  }

  /** fetch_url over loopback: 2 MB of unclosed formatting tags, then 32 MB under a 1 s timeout. */
  private static void fetchUrl() throws Exception {
    String unit = "<b><i><u>x ";
    byte[] page =
        ("<html><body>" + unit.repeat(2 * MB / unit.length())).getBytes(StandardCharsets.UTF_8);
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/nested",
        exchange -> {
          exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
          exchange.sendResponseHeaders(200, page.length);
          exchange.getResponseBody().write(page);
          exchange.close();
        });
    server.start();
    try {
      String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/nested";
      NetworkPolicy loopback = NetworkPolicy.builder().allowLoopback(true).build();
      Tool tool =
          WebTools.builder()
              .networkPolicy(loopback)
              .maxBytes(4 * MB)
              .timeout(Duration.ofSeconds(60))
              .build()
              .fetchUrl();
      java.util.Map<String, Object> json = java.util.Map.of("url", url);
      tool.handler().call(new ToolArguments(json)); // warm up
      long[] best = best(() -> tool.handler().call(new ToolArguments(json)));
      System.out.printf(
          "%-20s %-8s %5d %10s %10s%n",
          "fetch_url <b><i><u>", "-", 2, perMb(best[0], 2), perMb(best[1], 2));
      Tool hurried =
          WebTools.builder()
              .networkPolicy(loopback)
              .maxBytes(64 * MB)
              .timeout(Duration.ofSeconds(1))
              .build()
              .fetchUrl();
      byte[] big =
          ("<html><body>" + unit.repeat(32 * MB / unit.length())).getBytes(StandardCharsets.UTF_8);
      server.createContext(
          "/big",
          exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, big.length);
            exchange.getResponseBody().write(big);
            exchange.close();
          });
      java.util.Map<String, Object> bigJson =
          java.util.Map.of("url", url.replace("/nested", "/big"));
      long start = System.nanoTime();
      String outcome;
      try {
        hurried.handler().call(new ToolArguments(bigJson));
        outcome = "finished";
      } catch (Exception e) {
        outcome = e.getClass().getSimpleName() + " (" + e.getMessage() + ")";
      }
      System.out.printf(
          "fetch_url of 32 MB under a 1 s timeout (a 2 s deadline for its text): %s after %d ms%n",
          outcome, (System.nanoTime() - start) / 1_000_000);
    } finally {
      server.stop(0);
    }
  }

  /**
   * The best of three runs (one with {@code --once}): {thread CPU ms, wall ms}. A run past {@link
   * #GIVE_UP} (super-linear code on a large input) is abandoned on its daemon thread and shown as
   * -1.
   */
  private static long[] best(Run run) throws Exception {
    long cpu = Long.MAX_VALUE;
    long wall = Long.MAX_VALUE;
    for (int i = 0; i < runs; i++) {
      java.util.concurrent.ExecutorService worker =
          java.util.concurrent.Executors.newSingleThreadExecutor(
              r -> {
                Thread t = new Thread(r, "digit-scan-sizes");
                t.setDaemon(true);
                return t;
              });
      java.util.concurrent.Future<long[]> f =
          worker.submit(
              () -> {
                long c0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                run.run();
                return new long[] {
                  (THREADS.getCurrentThreadCpuTime() - c0) / 1_000_000,
                  (System.nanoTime() - t0) / 1_000_000
                };
              });
      try {
        long[] r = f.get(GIVE_UP.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        cpu = Math.min(cpu, r[0]);
        wall = Math.min(wall, r[1]);
      } catch (java.util.concurrent.TimeoutException e) {
        return new long[] {-1, -1}; // the thread is left to run out: it is a daemon
      } finally {
        worker.shutdown();
      }
    }
    return new long[] {cpu, wall};
  }

  private static String perMb(long ms, int mb) {
    return ms < 0 ? "> " + GIVE_UP.toSeconds() * 1000 / mb : String.valueOf(ms / mb);
  }

  @FunctionalInterface
  private interface Run {
    void run() throws Exception;
  }

  private static String text(String unit, int chars) {
    StringBuilder b = new StringBuilder(chars + unit.length());
    while (b.length() < chars) {
      b.append(unit);
    }
    b.setLength(chars);
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
    turns.put("ask", turn(List.of(crypto, weather), List.of(), List.of()));
    turns.put("mention", turn(List.of(), List.of(), List.of(eth, weather)));
    turns.put(
        "failed",
        turn(
            List.of(),
            List.of(
                new FailedFetch("weather", "Oslo", "wttr.in", "timed out"),
                new FailedFetch("crypto", "BTC", "coingecko.com", "HTTP 503"),
                new FailedFetch("sports", "Liverpool", "thesportsdb.com", "no data")),
            List.of()));
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
        List.of(),
        "qwen2.5:3b",
        null,
        failed,
        mentioned);
  }
}
