package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 24: {@link Scores} reads the clubs of a score pair's clause from the places its text's
 * names stand ({@link Teams.Places}, read once) instead of reading a substring per pair. For a text
 * where {@link Scores#sameLowered} holds, every substring lower-cases as the text's characters
 * lower-cased one by one, and any range's names are those {@link Teams#writtenIn(String)} finds in
 * the substring; texts with 'İ', a capital sigma or a supplementary capital are left to the old
 * reading.
 */
class TeamPlacesTest {
  private static final String[] PIECES = {
    "liverpool",
    "Liverpool",
    "LIVERPOOL",
    "Man City",
    "man city",
    "man",
    "Man Utd",
    "i",
    "x",
    "0-1",
    "0",
    " ",
    " ",
    "-",
    ".",
    "9",
    "é",
    "\n",
    "LFC",
    "lfc",
    "XLFC",
    "Spurs",
    "THFC",
    "Tottenham",
    "Tottenham Hotspur",
    "the Reds",
    "RBK",
    "Molde FK",
    "Vålerenga",
    "VÅLERENGA",
    "Bodø/Glimt",
    "S08",
    "İ",
    "Σ",
    "ΣΑ",
    "\uD801\uDC00",
    "\uD83D\uDE00",
    "Glimt",
    "PSG",
    "Paris SG",
    "Barça"
  };

  @Test
  void aRangeHoldsTheNamesItsSubstringHolds() {
    Random random = new Random(2424);
    int read = 0;
    int leftToTheOldReading = 0;
    for (int t = 0; t < 4000; t++) {
      StringBuilder b = new StringBuilder();
      int pieces = 1 + random.nextInt(14);
      for (int k = 0; k < pieces; k++) {
        b.append(PIECES[random.nextInt(PIECES.length)]);
      }
      String text = b.toString();
      char[] lower = Subjects.lower(text);
      if (!Scores.sameLowered(text, lower)) {
        leftToTheOldReading++;
        continue;
      }
      for (int i = 0; i <= text.length(); i++) {
        for (int j = i; j <= text.length(); j++) {
          assertThat(new String(lower, i, j - i))
              .as("'%s' [%d, %d) lower-cased", text, i, j)
              .isEqualTo(text.substring(i, j).toLowerCase(Locale.ROOT));
        }
      }
      Teams.Places places = new Teams.Places(text, new String(lower));
      for (int r = 0; r < 8; r++) {
        int from = random.nextInt(text.length() + 1);
        int to = from + random.nextInt(text.length() - from + 1);
        Set<String> found = new HashSet<>();
        places.writtenIn(from, to, found);
        assertThat(found)
            .as("teams in '%s' [%d, %d)", text, from, to)
            .isEqualTo(Teams.writtenIn(text.substring(from, to)));
      }
      read++;
    }
    assertThat(read).isGreaterThan(1000);
    assertThat(leftToTheOldReading).isGreaterThan(100);
  }
}
