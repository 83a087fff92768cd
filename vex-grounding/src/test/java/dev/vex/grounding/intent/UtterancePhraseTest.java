package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link Utterance#has} and {@link Utterance#after} scan without building strings per call; the
 * straightforward forms they replaced (a padded {@code contains}, a {@code split} matched word by
 * word) are the oracle, over messages and phrases drawn from a small vocabulary so that matches,
 * near misses and overlaps are common.
 */
class UtterancePhraseTest {
  @Property(tries = 3000, seed = "20261203")
  void hasAndAfterAgreeWithTheSimpleForms(
      @ForAll("messages") String message, @ForAll("phrases") String phrase) {
    Utterance u = new Utterance(message);
    assertThat(u.has(phrase)).isEqualTo(u.padded().contains(" " + phrase + " "));
    assertThat(u.after(phrase)).isEqualTo(afterBySplit(u.lowerWords, phrase));
  }

  @Test
  void findsPhrasesAsWholeWordsOnly() {
    Utterance u = new Utterance("What is the share price of Equinor today?");
    assertThat(u.has("share price")).isTrue();
    assertThat(u.has("hare price")).isFalse();
    assertThat(u.has("price of equinor today")).isTrue();
    assertThat(u.after("share price of")).isEqualTo(6);
    assertThat(u.after("today")).isEqualTo(-1);
    assertThat(u.after("price of x")).isEqualTo(-1);
  }

  @Provide
  Arbitrary<String> messages() {
    return Arbitraries.of("a", "ab", "b", "ba", "stock", "of", "price", "A", "Ab", "b.")
        .list()
        .ofMaxSize(8)
        .map(ws -> String.join(Arbitraries.of(" ", "  ", ", ", "? ").sample(), ws));
  }

  @Provide
  Arbitrary<String> phrases() {
    return Arbitraries.of("a", "ab", "b", "ba", "stock", "of", "price", "b.")
        .list()
        .ofMinSize(1)
        .ofMaxSize(3)
        .map(ws -> String.join(" ", ws));
  }

  private static int afterBySplit(List<String> lowerWords, String phrase) {
    String[] ws = phrase.split(" ");
    for (int i = 0; i + ws.length < lowerWords.size() + 1; i++) {
      boolean all = true;
      for (int j = 0; j < ws.length && all; j++) {
        all = lowerWords.get(i + j).equals(ws[j]);
      }
      if (all) {
        return i + ws.length < lowerWords.size() ? i + ws.length : -1;
      }
    }
    return -1;
  }
}
