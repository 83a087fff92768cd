package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SpellingTest {
  @Test
  void aNameWithOneLetterWrongMissingOrSwappedIsMended() {
    assertThat(Spelling.correct("how is microsft doing")).isEqualTo("how is microsoft doing");
    assertThat(Spelling.correct("Nvidea stock")).isEqualTo("Nvidia stock");
    assertThat(Spelling.correct("oppskrft på vafler")).isEqualTo("oppskrift på vafler");
    assertThat(Spelling.correct("recipie for scones")).isEqualTo("recipe for scones");
    assertThat(Spelling.correct("etehreum?")).isEqualTo("ethereum?");
  }

  @Test
  void aLetterTooManyAtTheEndAndEverydayWordsStayAsTheyAre() {
    assertThat(Spelling.correct("i googled it")).isEqualTo("i googled it");
    assertThat(Spelling.correct("the oracles spoke")).isEqualTo("the oracles spoke");
    assertThat(Spelling.correct("please recite it")).isEqualTo("please recite it");
    assertThat(Spelling.correct("this is boring")).isEqualTo("this is boring");
    assertThat(Spelling.correct("kort")).isEqualTo("kort");
  }

  @Test
  void aTextWithoutTyposIsReturnedItself() {
    String text = "what is the weather in Oslo";
    assertThat(Spelling.correct(text)).isSameAs(text);
  }
}
