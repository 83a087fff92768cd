package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The checks run before two regular expressions (#23) only skip texts the expression cannot match:
 * wherever {@link Several#JOINER} or {@link CoinNameForms#TERM_IN} finds a match, the check said it
 * may. The texts are drawn from the expressions' own words in mixed case, with commas, tabs, runs
 * of spaces and the characters Unicode case folding joins to their letters (long s, the Ångström
 * sign), so that matches, near misses and skips are all common.
 */
class RegexPreCheckTest {
  @Property(tries = 4000, seed = "20261206")
  void theJoinerCheckSkipsOnlyTextsTheExpressionCannotMatch(@ForAll("texts") String text) {
    if (Several.JOINER.matcher(text).find()) {
      assertThat(Several.mayJoin(text)).as(text).isTrue();
    }
  }

  @Property(tries = 4000, seed = "20261206")
  void theTermCheckSkipsOnlyTextsTheExpressionCannotMatch(@ForAll("texts") String text) {
    String lower = Utterance.singleSpaced(text).toLowerCase(java.util.Locale.ROOT);
    if (CoinNameForms.TERM_IN.matcher(lower).find()) {
      assertThat(CoinNameForms.mayBeATermIn(lower)).as(lower).isTrue();
    }
  }

  @Test
  void theCommonQuestionRunsNeitherExpression() {
    String q = "What is the bitcoin price?";
    assertThat(Several.mayJoin(q)).isFalse();
    assertThat(CoinNameForms.mayBeATermIn(q.toLowerCase(java.util.Locale.ROOT))).isFalse();
  }

  @Test
  void theChecksLetThroughWhatTheExpressionsMatch() {
    for (String joined :
        new String[] {
          "btc price and what is the weather",
          "btc price, og hva er været",
          "pancake recipe + search for a good pan",
          "btc\tAND\tthe price of eth",
          "været ſå hva",
          "vær i oslo  s\u212B hva med bergen"
        }) {
      assertThat(Several.JOINER.matcher(joined).find()).as(joined).isTrue();
      assertThat(Several.mayJoin(joined)).as(joined).isTrue();
    }
    assertThat(Several.requests("btc price and what is the weather"))
        .containsExactly("btc price", "what is the weather");
    assertThat(CoinNameForms.mayBeATermIn("what is gas in ethereum?")).isTrue();
    assertThat(CoinNameForms.mayBeATermIn("hva er proof of work i bitcoin?")).isTrue();
  }

  @Provide
  Arbitrary<String> texts() {
    Arbitrary<String> word =
        Arbitraries.of(
            "what",
            "What",
            "is",
            "what's",
            "whats",
            "hva",
            "er",
            "ka",
            "e",
            "kva",
            "gas",
            "proof",
            "of",
            "work",
            "price",
            "the",
            "in",
            "IN",
            "i",
            "på",
            "PÅ",
            "and",
            "AND",
            "And",
            "og",
            "OG",
            "then",
            "THEN",
            "så",
            "SÅ",
            "ſå",
            "s\u212B",
            "also",
            "+",
            "&",
            "weather",
            "bitcoin",
            "ethereum",
            "tell",
            "give",
            "search",
            "oppskrift",
            "x",
            "?",
            "!",
            ".");
    Arbitrary<String> gap = Arbitraries.of(" ", " ", " ", "  ", "\t", ", ", ",", " \n");
    return Arbitraries.integers()
        .between(1, 9)
        .flatMap(
            n ->
                Arbitraries.strings()
                    .ofLength(0)
                    .flatMap(
                        ignored ->
                            word.list()
                                .ofSize(n)
                                .flatMap(
                                    ws ->
                                        gap.list()
                                            .ofSize(n)
                                            .map(
                                                gs -> {
                                                  StringBuilder b = new StringBuilder();
                                                  for (int k = 0; k < n; k++) {
                                                    b.append(ws.get(k)).append(gs.get(k));
                                                  }
                                                  return b.toString().strip();
                                                }))));
  }
}
