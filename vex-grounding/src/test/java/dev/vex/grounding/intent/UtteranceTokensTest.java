package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The hand-written word split and space folding give exactly what the regular expressions they
 * replaced gave, on generated text full of separators, dots, dashes and odd whitespace.
 */
class UtteranceTokensTest {
  private static final Pattern SEPARATORS = Pattern.compile("[\\s,;:!?()\"“”«»]+");
  private static final Pattern SPACES = Pattern.compile("\\s+");

  @Property(tries = 3000, seed = "20261203")
  void wordsAreSplitAsTheRegularExpressionSplitThem(@ForAll("texts") String text) {
    assertThat(Utterance.tokens(text)).as(text).isEqualTo(reference(text));
  }

  @Property(tries = 3000, seed = "20261203")
  void whitespaceRunsFoldAsTheRegularExpressionFoldedThem(@ForAll("texts") String text) {
    String stripped = text.strip();
    assertThat(Utterance.singleSpaced(stripped))
        .as(text)
        .isEqualTo(SPACES.matcher(stripped).replaceAll(" "));
  }

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.strings()
        .withChars("ab Z.'-,;:!?()\"“”«»\t\n\r\u000B\f\u00A0\u2003æ$")
        .ofMinLength(0)
        .ofMaxLength(24);
  }

  /** The split as it was written with the regular expression. */
  private static List<String> reference(String s) {
    List<String> out = new ArrayList<>();
    for (String raw : SEPARATORS.split(s)) {
      int from = 0;
      int to = raw.length();
      while (from < to && (raw.charAt(from) == '.' || raw.charAt(from) == '\'')) {
        from++;
      }
      while (to > from && (raw.charAt(to - 1) == '.' || raw.charAt(to - 1) == '\'')) {
        to--;
      }
      String w = raw.substring(from, to);
      if (w.isEmpty()) {
        continue;
      }
      int dash = w.indexOf('-');
      if (dash > 0 && dash < w.length() - 1 && Character.isLowerCase(w.charAt(dash + 1))) {
        out.add(w.substring(0, dash));
        out.add(w.substring(dash + 1));
      } else {
        out.add(w);
      }
    }
    return List.copyOf(out);
  }
}
