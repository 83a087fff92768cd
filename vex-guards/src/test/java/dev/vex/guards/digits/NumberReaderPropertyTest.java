package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Fuzzes the number reader and the digit scan with replies built from number-shaped pieces: every
 * read is a well-formed span of the text, and the guard never fails open. A fixed seed keeps the
 * suite repeatable; {@code mvn -P fuzz} runs many more tries.
 */
class NumberReaderPropertyTest {
  private static final String[] PIECES = {
    "0",
    "1",
    "9",
    "12",
    "123",
    "1234",
    "86",
    "86123",
    ".",
    ",",
    " ",
    "\u00A0",
    "\u202F",
    "'",
    "’",
    "-",
    "−",
    "–",
    "+",
    "$",
    "€",
    "£",
    "kr",
    "kr.",
    "NOK",
    "USD",
    "MYR",
    "CHF",
    "%",
    "°",
    "°C",
    "C",
    "k",
    "K",
    "M",
    "B",
    "T",
    "bn",
    "mrd",
    "mill.",
    "million",
    "tusen",
    "minus",
    "minusgrader",
    "below zero",
    "about ",
    "ca. ",
    "~",
    "≈",
    "rundt ",
    "up ",
    "down ",
    "steg ",
    "stupte ",
    "crashed ",
    "Bitcoin ",
    "BTC ",
    "Ethereum ",
    "ETH ",
    " and ",
    " og ",
    "\n",
    ":",
    "/",
    "2024-",
    "kl. ",
    "March ",
    "in ",
    "e",
    "E",
    "1e999999999",
    "9".repeat(70),
    "\uD800",
    "(",
    ")",
    "|",
  };

  private static final List<Locale> LOCALES =
      List.of(Locale.ENGLISH, Locale.forLanguageTag("nb"), Locale.GERMAN);

  @Provide
  Arbitrary<String> replies() {
    Arbitrary<String> piece = Arbitraries.of(PIECES);
    Arbitrary<String> noise = Arbitraries.strings().ofMaxLength(4);
    return Arbitraries.frequencyOf(Tuple.of(9, piece), Tuple.of(1, noise))
        .list()
        .ofMinSize(1)
        .ofMaxSize(40)
        .map(parts -> String.join("", parts));
  }

  @Property(seed = "20261203")
  void everyNumberReadIsAWellFormedSpanOfTheText(@ForAll("replies") String reply) {
    for (Locale locale : LOCALES) {
      List<ReadNumber> numbers = NumberReader.forLocale(locale).read(reply);

      int last = -1;
      for (ReadNumber n : numbers) {
        assertThat(n.start()).isGreaterThanOrEqualTo(0).isLessThanOrEqualTo(n.end());
        assertThat(n.end()).isLessThanOrEqualTo(reply.length());
        assertThat(n.start()).isGreaterThan(last - 1);
        assertThat(n.readings()).isNotEmpty();
        assertThat(n.value().precision()).isLessThanOrEqualTo(80);
        last = n.start();
      }
    }
  }

  @Property(seed = "20261203")
  void theDigitScanNeverFailsOpen(@ForAll("replies") String reply) {
    TurnContext turn =
        Turns.turn(
            Locale.ENGLISH,
            List.of(
                Turns.truth(
                    Turns.figures(
                        "BTC price[Bitcoin,BTC]=86123.45 USD; ?BTC 24h change[Bitcoin,BTC]=-2.31"
                            + " %; ETH price[Ethereum,ETH]=3120.08 USD"))),
            List.of());

    GuardVerdict verdict = DigitScanGuard.defaults().check(new Draft(reply), turn);

    assertThat(verdict.reason()).doesNotContain("failed");
  }
}
