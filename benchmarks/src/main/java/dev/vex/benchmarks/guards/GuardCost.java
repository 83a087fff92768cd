package dev.vex.benchmarks.guards;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of the digit scan and the URL allowlist per reply, for replies of 10 KB, 100 KB and 1
 * MB: divide the score by the size to get the cost per KB, which should stay flat (linear growth).
 * {@code realistic} is a small model's reply (prices, dates, temperatures, Markdown links, bare
 * URLs) repeated; {@code tricky} is text built to hurt backtracking scanners: long runs of digits
 * and separators, unclosed brackets and anchors, half URLs, signs and odd Unicode; {@code
 * negatives} ({@code -1-1-1…}) and {@code links} (a link every 52 characters) are issue 24's
 * inputs, the most numbers and the most links a megabyte can hold in a plausible shape.
 *
 * <p>Run: {@code java -cp <benchmarks classpath> org.openjdk.jmh.Main GuardCost}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class GuardCost {
  private static final String REALISTIC =
      "Bitcoin is currently trading at $86,123.45 (about 912 345 kr), down 2.3% in 24h."
          + " As of 2024-06-01 14:30 UTC the price was checked on"
          + " [CoinGecko](https://www.coingecko.com/en/coins/bitcoin). Temperaturen i Oslo er"
          + " −3 °C, i Bergen 7 grader. Read more at https://evil.example/btc?id=42, or"
          + " <https://news.ycombinator.com/item?id=41234567>. Arsenal beat Chelsea 2-1.\n";
  private static final String TRICKY =
      "1,2.3 4 5,,6..7 −−8 $$9 [[[a](( <a href= http:// www. 1.02.03 ~~ ≈ kr kr "
          + "\u202E\u00A0\u2009 ([x](y [ ]( 9'999'9 ,1 .2 0000000001 <https:x "
          + "(((((((((( )))))) https://a.b/((((( -1-2-3-4 ";

  /** Issue 24's digit-scan input: nothing but signed ones, half a million numbers per MB. */
  private static final String NEGATIVES = "-1";

  /** Issue 24's allowlist input: a link every 52 characters, 20,000 per MB, none allowed. */
  private static final String LINKS = "See [the docs](https://evil.example/docs/page) here. ";

  /** The reply's size in KB. */
  @Param({"10", "100", "1000"})
  public int kb;

  /** The kind of reply text. */
  @Param({"realistic", "tricky", "negatives", "links"})
  public String text;

  private Draft draft;
  private TurnContext turn;
  private final DigitScanGuard digitScan = DigitScanGuard.defaults();
  private final UrlAllowlistGuard allowlist = UrlAllowlistGuard.defaults();

  /** Builds the reply and the turn. */
  @Setup
  public void setUp() {
    String unit =
        switch (text) {
          case "tricky" -> TRICKY;
          case "negatives" -> NEGATIVES;
          case "links" -> LINKS;
          default -> REALISTIC;
        };
    StringBuilder b = new StringBuilder(kb * 1024 + unit.length());
    while (b.length() < kb * 1024) {
      b.append(unit);
    }
    b.setLength(kb * 1024);
    draft = new Draft(b.toString());
    GroundTruth truth =
        new GroundTruth(
            "crypto",
            "coingecko.com",
            List.of("https://www.coingecko.com/en/coins/bitcoin"),
            Instant.parse("2026-01-01T12:00:00Z"),
            Map.of(),
            List.of(
                new KeyFigure("BTC price", new BigDecimal("86123.45"), "USD"),
                new KeyFigure("temperature Oslo", new BigDecimal("-3"), "°C")),
            Map.of("en", "Bitcoin: 86,123.45 USD. Oslo: −3 °C."),
            null);
    turn =
        new TurnContext(
            Message.user("BTC?"),
            Locale.ENGLISH,
            List.of(Intent.of("crypto", "BTC")),
            List.of(truth),
            List.of(),
            truth.sourceUrls(),
            "qwen2.5:3b",
            null);
  }

  /**
   * The digit scan over the whole reply.
   *
   * @return the verdict
   */
  @Benchmark
  public GuardVerdict digitScan() {
    return digitScan.check(draft, turn);
  }

  /**
   * The URL allowlist over the whole reply.
   *
   * @return the verdict
   */
  @Benchmark
  public GuardVerdict urlAllowlist() {
    return allowlist.check(draft, turn);
  }
}
