package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Phrases} passes over a place whose next character no phrase of its list has second (issue
 * 24); what it finds is what comparing every phrase at every place finds, kept here as the
 * reference, on texts built from the phrases, their starts and the characters that bound a word.
 */
class PhrasesSecondCharacterTest {
  private static final List<String> PHRASES =
      List.of(
          "liverpool",
          "leeds",
          "lyon",
          "man city",
          "man united",
          "i dag",
          "i",
          "x",
          "ærfugl",
          "aé",
          "a\u0100b",
          "ab",
          "not sure",
          "vs",
          "v",
          "0-1",
          "ı");

  private static final String[] PIECES = {
    "liverpool",
    "Liverpool",
    "leeds",
    "lyon",
    "ly",
    "l",
    "man city",
    "man",
    "man united",
    "i dag",
    "i",
    "x",
    "xy",
    "ærfugl",
    "æ",
    "aé",
    "a\u0100b",
    "a\u0100",
    "ab",
    "a",
    "not sure",
    "not",
    "vs",
    "v",
    "0-1",
    "0",
    "ı",
    " ",
    " ",
    "-",
    ".",
    "9",
    "é",
    "\n"
  };

  @Test
  void findsWhatComparingEveryPhraseAtEveryPlaceFinds() {
    Phrases<String> phrases = Phrases.of(PHRASES);
    Random random = new Random(24);
    for (int t = 0; t < 3000; t++) {
      StringBuilder b = new StringBuilder();
      int pieces = 1 + random.nextInt(12);
      for (int k = 0; k < pieces; k++) {
        b.append(PIECES[random.nextInt(PIECES.length)]);
      }
      String text = b.toString();
      for (boolean digitsBound : new boolean[] {true, false}) {
        List<String> found = new ArrayList<>();
        phrases.each(text, digitsBound, found::add);
        Collections.sort(found);
        List<String> expected = reference(text, digitsBound);
        assertThat(found)
            .as("each in '%s', digits bound %s", text, digitsBound)
            .isEqualTo(expected);
      }
      assertThat(phrases.any(text))
          .as("any in '%s'", text)
          .isEqualTo(!referenceAny(text).isEmpty());
    }
  }

  private static List<String> reference(String text, boolean digitsBound) {
    List<String> out = new ArrayList<>();
    for (int at = 0; at < text.length(); at++) {
      for (String p : PHRASES) {
        int end = at + p.length();
        if (text.startsWith(p, at)
            && (at == 0 || !bound(text.charAt(at - 1), digitsBound))
            && (end == text.length() || !bound(text.charAt(end), digitsBound))) {
          out.add(p);
        }
      }
    }
    Collections.sort(out);
    return out;
  }

  private static List<String> referenceAny(String text) {
    List<String> out = new ArrayList<>();
    for (int at = 0; at < text.length(); at++) {
      for (String p : PHRASES) {
        int end = at + p.length();
        if (text.startsWith(p, at)
            && (at == 0 || !Character.isLetter(text.charAt(at - 1)))
            && (end == text.length() || !Character.isLetter(text.charAt(end)))) {
          out.add(p);
        }
      }
    }
    return out;
  }

  private static boolean bound(char c, boolean digits) {
    return digits ? Character.isLetterOrDigit(c) : Character.isLetter(c);
  }
}
