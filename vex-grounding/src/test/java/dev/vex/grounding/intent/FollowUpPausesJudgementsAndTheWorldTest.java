package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 37's follow-up classes (#21), learnt by class from followup-tune25's and -26's misses and
 * false fires, on pairs written for this test and in no table: several pause words before a
 * correction, Helsinki after an index, a game of pretend set up in Norwegian, an index whose name
 * holds digits after "what's an ETF", advice "then" without "should", a judgement without "is
 * that", the world after small talk, a place of several capitalised words named before "there".
 * Beside each, follow-ups with the same words that come out the other way.
 */
class FollowUpPausesJudgementsAndTheWorldTest {
  @Test
  void pauseWordsBeforeACorrectionNameWhatWasMeant() {
    assertThat(asks("rain in Voss this weekend?", "no sorry, I meant Geilo"))
        .containsExactly("weather:Geilo");
    assertThat(asks("rain in Voss this weekend?", "nope, wait, I meant Geilo"))
        .containsExactly("weather:Geilo");
    assertThat(asks("regn på Voss i helga?", "nei beklager, jeg mente Geilo"))
        .containsExactly("weather:Geilo");
    // a correction with nothing before it to correct still asks nothing
    assertThat(asks("no sorry, I meant Geilo")).isEmpty();
  }

  @Test
  void helsinkiAfterAnIndexIsItsMainIndex() {
    assertThat(asks("what's the Dow at", "and in Helsinki?")).containsExactly("stocks:^OMXH25");
    assertThat(asks("hvor står Dow Jones", "og i Finland?")).containsExactly("stocks:^OMXH25");
    // after a weather ask it is the weather there
    assertThat(asks("weather in Turku", "and in Helsinki?")).containsExactly("weather:Helsinki");
  }

  @Test
  void aGameOfPretendSetUpInNorwegianAsksNothing() {
    assertThat(asks("vi leker at det er 1850 og du er fisker i Vardø", "blir det storm i morgen?"))
        .isEmpty();
    // a game set now still asks of a real place
    assertThat(asks("vi leker at du er værmelder", "blir det storm i Vardø i morgen?"))
        .containsExactly("weather:Vardø");
  }

  @Test
  void anIndexWhoseNameHoldsDigitsAfterWhatAThingIsAsksWhatItIs() {
    assertThat(asks("what's an ETF", "and the FTSE 100?")).isEmpty();
    assertThat(asks("what's an ETF", "and the FTSE 100 today?")).containsExactly("stocks:^FTSE");
  }

  @Test
  void adviceThenWithoutShouldAsksNothing() {
    assertThat(asks("weather in Leeds tomorrow", "guess I'll need an umbrella then?")).isEmpty();
    assertThat(asks("weather in Leeds tomorrow", "so should I take gloves?")).isEmpty();
    // a day of its own asks again
    assertThat(asks("weather in Leeds tomorrow", "so will I need gloves on Sunday?"))
        .containsExactly("weather:Leeds");
  }

  @Test
  void aJudgementWithoutIsThatAsksNothing() {
    assertThat(asks("what's solana at", "fair price or not?")).isEmpty();
    assertThat(asks("hva står eth i", "grei pris?")).isEmpty();
    assertThat(asks("temperature in Alta", "is that warm for there?")).isEmpty();
    // "there" with "now", or a time, asks again
    assertThat(asks("temperature in Alta", "is it warm there now?"))
        .containsExactly("weather:Alta");
    assertThat(asks("what's solana at", "fair price today?")).containsExactly("crypto:SOL");
  }

  @Test
  void theWorldAfterSmallTalkAsksTheHeadlines() {
    assertThat(asks("what's up with you", "and in the world then?")).containsExactly("news:");
    assertThat(asks("hva skjer med deg", "og ute i verden?")).containsExactly("news:");
    assertThat(asks("what's up with you", "and you?")).isEmpty();
  }

  @Test
  void aPlaceOfSeveralCapitalisedWordsIsKeptWhole() {
    assertThat(asks("we got engaged in Santa Barbara last year", "will it rain there tomorrow?"))
        .containsExactly("weather:Santa Barbara");
  }
}
