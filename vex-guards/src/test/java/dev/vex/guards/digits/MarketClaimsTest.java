package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

class MarketClaimsTest {
  private static final String[] PARTS = {
    "ranked",
    "Rank",
    "ranks",
    "number",
    "No.",
    "no",
    "#",
    " ",
    "  ",
    "\n",
    "\t",
    "\u00A0",
    "9",
    "12",
    "1234",
    "12345",
    "3rd",
    "1st",
    "2ND",
    "th",
    "St",
    "nd",
    "largest",
    "Biggest",
    "by market cap",
    "by",
    "market",
    "x",
    "_",
    "é",
    "-",
    ".",
    "1",
    "0",
    "ranked 9th",
    "the 3rd "
  };

  /** A match as its start, end and both groups' spans. */
  private static List<Integer> span(MatchResult m) {
    return List.of(m.start(), m.end(), m.start(1), m.end(1), m.start(2), m.end(2));
  }

  private static List<List<Integer>> wholeText(String text) {
    List<List<Integer>> out = new ArrayList<>();
    Matcher m = MarketClaims.ORDINAL.matcher(text);
    while (m.find()) {
      out.add(span(m));
    }
    return out;
  }

  private static List<List<Integer>> windowed(String text, int limit) {
    List<List<Integer>> out = new ArrayList<>();
    MarketClaims.eachOrdinal(text, () -> out.size() < limit, m -> out.add(span(m)));
    return out;
  }

  @Test
  void findsTheOrdinalsAFindOverTheWholeTextFinds() {
    assertThat((windowed("Bitcoin is ranked 1st, Ethereum the 2nd largest.", 10)))
        .isEqualTo((wholeText("Bitcoin is ranked 1st, Ethereum the 2nd largest.")))
        .hasSize(2);
    assertThat(windowed("-1-1-1-1 Q3rd 12345th number\n\n  7th", 10)).hasSize(1);
  }

  @Test
  void findsTheSameMatchesAsTheWholeTextOnRandomTexts() {
    Random random = new Random(24);
    for (int t = 0; t < 20_000; t++) {
      StringBuilder b = new StringBuilder();
      int parts = 1 + random.nextInt(24);
      for (int k = 0; k < parts; k++) {
        b.append(PARTS[random.nextInt(PARTS.length)]);
      }
      String text = b.toString();
      List<List<Integer>> expected = (wholeText(text));
      assertThat((windowed(text, Integer.MAX_VALUE))).as(text).isEqualTo(expected);
      int limit = random.nextInt(3);
      assertThat((windowed(text, limit)))
          .as(text)
          .isEqualTo(expected.subList(0, Math.min(limit, expected.size())));
    }
  }

  /** A coin's figures as the crypto fetcher labels them (values do not matter to the role). */
  private static final List<dev.vex.core.grounding.KeyFigure> COIN =
      java.util.stream.Stream.of(
              "BTC price",
              "BTC 24h change",
              "BTC 24h high",
              "BTC 24h low",
              "BTC market cap",
              "BTC market cap rank",
              "BTC all-time high")
          .map(
              l ->
                  dev.vex.core.grounding.KeyFigure.optional(
                      l, java.math.BigDecimal.ONE, l.endsWith("change") ? "%" : "USD"))
          .toList();

  /** The role of the last number of the text. */
  private static String role(String text, java.util.Locale locale) {
    List<ReadNumber> numbers = NumberReader.forLocale(locale).read(text);
    return MarketClaims.role(text, numbers.get(numbers.size() - 1), COIN);
  }

  @Test
  void aNumbersWordsNameTheCoinsFigureItIsWrittenAs() {
    java.util.Locale en = java.util.Locale.ENGLISH;
    java.util.Locale nb = java.util.Locale.forLanguageTag("nb");
    assertThat(role("BTC is at $68,116 right now.", en)).isEqualTo(" price");
    assertThat(role("Bitcoin's 24-hour high was $68,611.", en)).isEqualTo(" 24h high");
    assertThat(role("The all-time high for bitcoin is $162,080.", en)).isEqualTo(" all-time high");
    assertThat(role("Solana peaked at $239.31 in January 2025.", en)).isEqualTo(" all-time high");
    assertThat(role("Laveste pris siste 24 timer var 65 603 dollar.", nb)).isEqualTo(" 24h low");
    assertThat(role("Bitcoin har en markedsverdi på ca. 1,3 milliarder dollar.", nb))
        .isEqualTo(" market cap");
    assertThat(role("Alle bitcoin til sammen er verdt om lag 1,31 billioner dollar.", nb))
        .isEqualTo(" market cap");
    assertThat(role("Høyeste siste døgn var 633,37 og laveste 607,48.", nb)).isEqualTo(" 24h low");
    assertThat(role("XRP er verdt 1,53 dollar per mynt.", nb)).isEqualTo(" price");
    // no word names a figure: a range, a sentence's start, a number after "and"
    assertThat(role("It traded between $65,224 and $68,116.", en)).isNull();
    assertThat(role("Its all-time high is $126,080. At $65,603 it is far below.", en)).isNull();
  }
}
