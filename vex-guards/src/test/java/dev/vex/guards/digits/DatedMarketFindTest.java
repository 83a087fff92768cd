package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link DatedMarket}'s date patterns, tried only where they can start, find what {@link
 * Matcher#find()} finds trying them everywhere: the same spans and groups over texts joined at
 * random from pieces of dates, numbers, words and the characters the start tests look at (digits,
 * hyphens, stops, commas, spaces, letters of every case and supplementary letters).
 */
class DatedMarketFindTest {
  private static final String[] PIECES = {
    "2023-06-26",
    "2023-06-2",
    "-2023-06-26",
    "12023-06-26",
    "1999-12-31",
    "20",
    "19",
    "2",
    "26 June 2023",
    "26 june",
    "26. juni 2023",
    "2nd of Jan",
    "1st",
    "3rd",
    "14th",
    "June 26, 2023",
    "June 27",
    "jun. 5",
    "Jan 2nd",
    "mars",
    "Mai",
    "MAY",
    "SEPT.",
    "desember",
    "Price",
    "closed",
    "at",
    "9,297.12",
    "9.403,62",
    "12",
    "7",
    "100",
    "31",
    "-",
    ".",
    ",",
    ", ",
    " ",
    "  ",
    "\t",
    "\n",
    "a",
    "bc",
    "abcdefghij",
    "𝐀𝐁𝐂",
    "𝐉une",
    "é",
    "ÉTÉ",
    "İ",
    "ß",
    "of",
    "the index",
    ":",
    "(",
    ")",
    "2024",
    "1900",
    "0",
    "05",
    "Juneteenth",
    "\u00a0",
    "1ſt",
    "2ND",
    "3Rd",
    "ſept",
    "26.",
    "\u2003",
    "\r",
    "x2023-06-26"
  };

  @Test
  void eachPatternFindsTheSameMatchesTriedOnlyWhereItCanStart() {
    Random random = new Random(24);
    int compared = 0;
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder();
      int pieces = 1 + random.nextInt(12);
      for (int k = 0; k < pieces; k++) {
        b.append(PIECES[random.nextInt(PIECES.length)]);
        if (random.nextInt(3) > 0) {
          b.append(' ');
        }
      }
      String s = b.toString();
      compared += same(DatedMarket.ISO, s, DatedMarket.Start.ISO);
      compared += same(DatedMarket.DAY_MONTH, s, DatedMarket.Start.DAY_MONTH);
      compared += same(DatedMarket.MONTH_DAY, s, DatedMarket.Start.MONTH_DAY);
    }
    assertThat(compared).as("matches compared").isGreaterThan(10_000);
  }

  /** Asserts that both ways find the same matches; returns how many. */
  private static int same(Pattern p, String s, DatedMarket.Start start) {
    List<String> everywhere = new ArrayList<>();
    Matcher m = p.matcher(s);
    while (m.find()) {
      everywhere.add(describe(m));
    }
    List<String> where = new ArrayList<>();
    Matcher n = p.matcher(s);
    for (int at = 0; (at = DatedMarket.find(n, s, at, start)) >= 0; ) {
      where.add(describe(n));
    }
    assertThat(where).as(p + " in '" + s + "'").isEqualTo(everywhere);
    return everywhere.size();
  }

  private static String describe(Matcher m) {
    StringBuilder b = new StringBuilder().append(m.start()).append('-').append(m.end());
    for (int g = 1; g <= m.groupCount(); g++) {
      b.append('|').append(m.group(g));
    }
    return b.toString();
  }

  /** The day's price the words before the last number of the sentence name. */
  private static String role(String sentence, java.util.Locale locale) {
    java.util.List<ReadNumber> numbers = NumberReader.forLocale(locale).read(sentence);
    return DatedMarket.role(sentence, numbers.get(numbers.size() - 1));
  }

  @org.junit.jupiter.api.Test
  void aPricesWordsNameWhichOfTheDaysPricesItIs() {
    java.util.Locale en = java.util.Locale.ENGLISH;
    java.util.Locale nb = java.util.Locale.forLanguageTag("nb");
    org.assertj.core.api.Assertions.assertThat(role("It opened at 9,703.44", en)).isEqualTo("open");
    org.assertj.core.api.Assertions.assertThat(role("and closed at 9,731.66.", en))
        .isEqualTo("close");
    org.assertj.core.api.Assertions.assertThat(
            role("Den 13. juli 2023 stengte indeksen på 9 610,87.", nb))
        .isEqualTo("close");
    org.assertj.core.api.Assertions.assertThat(
            role("closing at $75.09 against a previous close of $73.41.", en))
        .isEqualTo("previous-close");
    org.assertj.core.api.Assertions.assertThat(role("Bunnen var 9 295,73 den 26. juni.", nb))
        .isEqualTo("low");
    org.assertj.core.api.Assertions.assertThat(
            role("it closed at 9,683.69, about 0.1% below Thursday's 9,693.30.", en))
        .isNull();
    org.assertj.core.api.Assertions.assertThat(
            role("On 2 Jan 2020 AAPL traded between $73.80 and $75.15.", en))
        .isNull();
  }
}
