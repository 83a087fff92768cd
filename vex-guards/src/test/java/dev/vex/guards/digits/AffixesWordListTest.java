package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Affixes#wordBeforeIn} and {@link Affixes#wordAfterIn} compare a word of ASCII letters with
 * the list in place (issue 24); what they find is what lower-casing the word with {@link
 * Locale#ROOT} and looking it up finds, kept here as the reference, on texts built from the lists'
 * words in every case, words that share their starts, and letters outside ASCII that lower-case to
 * ASCII ('İ', the Kelvin sign) or to a word of the list ("ÅR", "FØR").
 */
class AffixesWordListTest {
  private static final String[] PIECES = {
    "may",
    "May",
    "MAY",
    "mai",
    "march",
    "mars",
    "Marsh",
    "ma",
    "april",
    "and",
    "aug",
    "august",
    "AUGUST",
    "des",
    "desember",
    "in",
    "IN",
    "İn",
    "i",
    "\u212al",
    "kl",
    "kl.",
    "klokka",
    "år",
    "ÅR",
    "året",
    "før",
    "FØR",
    "since",
    "sinCE",
    "minus",
    "Minus",
    "x",
    "é",
    "7",
    "2024",
    " ",
    " ",
    ".",
    ",",
    "-"
  };

  private static final List<List<String>> LISTS =
      List.of(Affixes.MONTHS, Affixes.YEAR_WORDS, Affixes.CLOCK_WORDS, List.of("minus", "kl"));

  @Test
  void findsWhatLowerCasingTheWordAndLookingItUpFinds() {
    Random random = new Random(24);
    int found = 0;
    for (int t = 0; t < 3000; t++) {
      StringBuilder b = new StringBuilder();
      int pieces = 1 + random.nextInt(8);
      for (int k = 0; k < pieces; k++) {
        b.append(PIECES[random.nextInt(PIECES.length)]);
      }
      String text = b.toString();
      for (List<String> words : LISTS) {
        for (int at = 0; at <= text.length(); at++) {
          boolean before = Affixes.wordBeforeIn(text, at, words);
          assertThat(before)
              .as("word before %d in '%s'", at, text)
              .isEqualTo(referenceBefore(text, at, words));
          boolean after = at < text.length() && Affixes.wordAfterIn(text, at, words);
          assertThat(after)
              .as("word after %d in '%s'", at, text)
              .isEqualTo(at < text.length() && referenceAfter(text, at, words));
          found += (before ? 1 : 0) + (after ? 1 : 0);
        }
      }
    }
    assertThat(found).as("texts in which a word of a list stands").isGreaterThan(1000);
  }

  private static boolean referenceBefore(String text, int end, List<String> words) {
    int from = end;
    while (from > 0 && end - from < 16 && Character.isLetter(text.charAt(from - 1))) {
      from--;
    }
    if (from == end || from > 0 && Character.isLetter(text.charAt(from - 1))) {
      return false;
    }
    return words.contains(text.substring(from, end).toLowerCase(Locale.ROOT));
  }

  private static boolean referenceAfter(String text, int at, List<String> words) {
    int to = at;
    while (to < text.length() && to - at < 16 && Character.isLetter(text.charAt(to))) {
      to++;
    }
    if (to == at || to < text.length() && Character.isLetter(text.charAt(to))) {
      return false;
    }
    return words.contains(text.substring(at, to).toLowerCase(Locale.ROOT));
  }
}
