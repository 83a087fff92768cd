package dev.vex.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.digits.NumberReader;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import dev.vex.testkit.CpuBudget;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every reader of outside text in vex-guards (the number reader, the Markdown and HTML link
 * reading, the link removal, the digit scan) answers a 1 MB hostile reply in bounded time. The
 * digit scan is also run with a match score among the figures, so that every reply's score pairs
 * are judged against the teams around them. The bounds are on processor time (CpuBudget), so a busy
 * machine does not change the verdict; backtracking or quadratic readers take hours on these
 * inputs, not seconds. The cost per KB is measured in the benchmarks module, not here.
 */
class HostileInputTest {
  private static final int MB = 1 << 20;
  private static final Duration GENEROUS = Duration.ofSeconds(120);

  /** For inputs the old code took minutes on and the linear code well under a second. */
  private static final Duration LINEAR = Duration.ofSeconds(20);

  static Stream<String> hostile() {
    return Stream.of(
        "[a](".repeat(MB / 4),
        "[".repeat(MB),
        "<a href=x>".repeat(MB / 10),
        "http://a".repeat(MB / 8),
        "(".repeat(MB),
        "*a_".repeat(MB / 3),
        "> ".repeat(MB / 2),
        "[x]: <".repeat(MB / 6),
        "![".repeat(MB / 2),
        "a@b.".repeat(MB / 4),
        "javascript:".repeat(MB / 11),
        "<div title=\"".repeat(MB / 12),
        "https://github.com\u3002".repeat(MB / 19),
        "1,2.3 4 5,,6..7 −−8 $$9 kr ca. ~1.02.03 ".repeat(MB / 40),
        "9".repeat(MB),
        "1 ".repeat(MB / 2),
        "-−–".repeat(MB / 3),
        "about ".repeat(MB / 6),
        "Bitcoin rose ".repeat(MB / 13),
        "1-1 2-2 ".repeat(MB / 8),
        "3 – 1 3:1 3-1-".repeat(MB / 14),
        "Tottenham 3-1 Liverpool lost ".repeat(MB / 29),
        "Liverpool ".repeat(MB / 10) + "3-1",
        // issue 24: 20,000 links of 52 characters, none allowed; half a million signed numbers
        "See [the docs](https://evil.example/docs/page) here. ".repeat(MB / 52),
        "-1".repeat(MB / 2),
        // the other input classes of the benchmarks' GuardPerMb table
        "١٢٣٫٤ ％５，６ 𝟏𝟐𝟑 ߁߂ ".repeat(MB / 20),
        "https://evil.example/a/b?c=1 www.x.io/p ".repeat(MB / 39),
        "> - ".repeat(MB / 4),
        "[*_**(".repeat(MB / 6),
        "abcdefghij".repeat(MB / 10),
        "the price went up and the weather in Oslo is nice and ".repeat(MB / 54));
  }

  /**
   * Issue 24: one megabyte without a full stop, a price of a subject only mentioned in every
   * clause. Each number's clause was found by scanning the whole sentence again (about five minutes
   * for a megabyte); it is a few binary searches now (about 0.2 s).
   */
  @Test
  void theDigitScanJudgesAMentionedSubjectInAMegabyteLongSentenceInLinearTime() {
    String text = cut("ETH is $3,000 and ".repeat(MB / 18 + 1));
    TurnContext turn =
        new TurnContext(
            Message.user("question"),
            Locale.ENGLISH,
            List.of(Intent.chat()),
            List.of(),
            List.of(),
            List.of(),
            "",
            null,
            List.of(),
            List.of(Turns.truth(Turns.figures("ETH price[Ethereum,ETH]=3000 USD"))));

    GuardVerdict verdict =
        CpuBudget.within(LINEAR, () -> DigitScanGuard.defaults().check(new Draft(text), turn));

    assertThat(verdict.reason()).contains("subjects only mentioned, none contradicted");
  }

  /**
   * Issue 24: four megabytes of packed numbers ({@code -1-1-1 -1-1-1 …}, 1.8 million of them) in a
   * turn of 64 prices. Each number was compared exactly (BigDecimal) with every figure, twice, and
   * checked for being near each (about 7 s of processor time); figures a number is certainly far
   * from are ruled out in doubles now (about 1 s, most of it reading the numbers).
   */
  @Test
  void theDigitScanJudgesPackedNumbersAgainstManyFiguresInLinearTime() {
    StringBuilder spec = new StringBuilder();
    for (int i = 0; i < 64; i++) {
      spec.append(i == 0 ? "" : "; ?").append("price ").append(i).append('=');
      spec.append(1000 + 37 * i).append(".5 USD");
    }
    TurnContext turn =
        Turns.turn(Locale.ENGLISH, List.of(Turns.truth(Turns.figures(spec.toString()))), List.of());
    String text = "-1-1-1 ".repeat(4 * MB / 7); // "-1-1-1-1…" would be one identifier

    GuardVerdict verdict =
        CpuBudget.within(
            Duration.ofSeconds(3), () -> DigitScanGuard.defaults().check(new Draft(text), turn));

    assertThat(verdict.reason()).contains("price 0 (1000.5 USD): stated 1 where the source says");
  }

  private static String cut(String s) {
    return s.length() > MB ? s.substring(0, MB) : s;
  }

  @ParameterizedTest
  @MethodSource("hostile")
  void theUrlAllowlistAnswersAMegabyteInBoundedTime(String input) {
    String text = cut(input);

    GuardVerdict verdict =
        CpuBudget.within(
            GENEROUS,
            () ->
                UrlAllowlistGuard.defaults()
                    .check(new Draft(text), Turns.turnWithLinks(List.of())));

    assertThat(verdict.reason()).doesNotContain("failed");
  }

  @ParameterizedTest
  @MethodSource("hostile")
  void theDigitScanAnswersAMegabyteInBoundedTime(String input) {
    String text = cut(input);
    TurnContext turn =
        Turns.turn(
            Locale.ENGLISH,
            List.of(Turns.truth(Turns.figures("BTC price=86123.45 USD; ?BTC 24h change=-2.31 %"))),
            List.of());

    GuardVerdict verdict =
        CpuBudget.within(GENEROUS, () -> DigitScanGuard.defaults().check(new Draft(text), turn));

    assertThat(verdict.reason()).doesNotContain("failed");
    assertThat(CpuBudget.within(GENEROUS, () -> NumberReader.forLocale(Locale.ENGLISH).read(text)))
        .isNotNull();
  }

  /**
   * Issue 24: the failed-fetch guard after a failed weather, price and sports fetch (every kind of
   * figure it strips) reads each number's unit, price words and score pairs in linear time.
   */
  @ParameterizedTest
  @MethodSource("hostile")
  void theFailedFetchGuardAnswersAMegabyteInBoundedTime(String input) {
    String text = cut(input);
    TurnContext turn =
        new TurnContext(
            Message.user("question"),
            Locale.ENGLISH,
            List.of(Intent.chat()),
            List.of(),
            List.of(),
            List.of(),
            "",
            null,
            List.of(
                new FailedFetch("weather", "Oslo", "wttr.in", "timed out"),
                new FailedFetch("crypto", "BTC", "coingecko.com", "HTTP 503"),
                new FailedFetch("sports", "Liverpool", "thesportsdb.com", "no data")));

    GuardVerdict verdict =
        CpuBudget.within(GENEROUS, () -> FailedFetchGuard.create().check(new Draft(text), turn));

    assertThat(verdict.reason()).doesNotContain("guard failed");
  }

  @ParameterizedTest
  @MethodSource("hostile")
  void theDigitScanJudgesScorePairsInAMegabyteInBoundedTime(String input) {
    String text = cut(input);
    TurnContext turn =
        Turns.turn(
            Locale.ENGLISH,
            List.of(
                Turns.truth(
                    Turns.figures(
                        "Liverpool goals[Liverpool]=3 goals; Tottenham Hotspur goals[Tottenham"
                            + " Hotspur,Tottenham]=1 goals; BTC price[Bitcoin,BTC]=86123.45 USD"))),
            List.of());

    GuardVerdict verdict =
        CpuBudget.within(GENEROUS, () -> DigitScanGuard.defaults().check(new Draft(text), turn));

    assertThat(verdict.reason()).doesNotContain("failed");
    assertThat(verdict).isInstanceOf(GuardVerdict.Overridden.class);
  }
}
