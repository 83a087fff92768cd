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
}
