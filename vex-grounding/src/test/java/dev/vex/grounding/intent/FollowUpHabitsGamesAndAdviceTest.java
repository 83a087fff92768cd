package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 33's follow-up false fires (#21), learnt by class from followup-tune22's non-asks read as
 * asks, on pairs written for this test and in no table: a habit of the weather, a game of pretend
 * set in the past, a judgement of a result, advice drawn from a weather reply, what an index holds.
 * Beside each, follow-ups with the same words that come out the other way.
 */
class FollowUpHabitsGamesAndAdviceTest {
  @Test
  void aHabitOfTheWeatherAsksNothing() {
    assertThat(asks("my cousin lives in Stavanger", "is it windy there all the time?")).isEmpty();
    assertThat(asks("weather in Glasgow", "does it usually rain this much there?")).isEmpty();
    assertThat(asks("været i Tromsø", "snør det alltid så mye der?")).isEmpty();
    // the weather there now or on a day still asks
    assertThat(asks("weather in Glasgow", "is it raining there now?"))
        .containsExactly("weather:Glasgow");
    assertThat(asks("været i Tromsø", "snør det der i morgen?")).containsExactly("weather:Tromsø");
  }

  @Test
  void aGameOfPretendSetInThePastAsksNothing() {
    assertThat(asks("pretend you're a sailor in 1720", "what's the weather like in Bristol?"))
        .isEmpty();
    assertThat(asks("la oss leke at du er bonde i 1880", "blir det regn i Hamar i morgen?"))
        .isEmpty();
    // a game set now, or a question out of the game, still asks
    assertThat(asks("pretend you're a sailor", "what's the weather like in Bristol?"))
        .containsExactly("weather:Bristol");
    assertThat(
            asks(
                "pretend you're a sailor in 1720",
                "ok, but really, what's the weather in Bristol?"))
        .containsExactly("weather:Bristol");
  }

  @Test
  void aJudgementOfAResultAsksNothing() {
    assertThat(asks("Everton result", "was that a fair result?")).isEmpty();
    assertThat(asks("Brann resultat", "var det fortjent?")).isEmpty();
    // who scored, or the result asked again, still asks
    assertThat(asks("Everton result", "who scored for them?")).containsExactly("sports:Everton");
  }

  @Test
  void adviceDrawnFromAWeatherReplyAsksNothing() {
    assertThat(asks("weather in Leeds", "do I need an umbrella then?")).isEmpty();
    assertThat(asks("været i Bergen", "må jeg ha paraply da?")).isEmpty();
    // with a day, "there" or a place of its own it still asks
    assertThat(asks("weather in Leeds", "do I need an umbrella there tomorrow then?"))
        .containsExactly("weather:Leeds");
    assertThat(asks("været i Bergen", "må jeg ha paraply i Molde da?"))
        .containsExactly("weather:Molde");
  }

  @Test
  void whatAnIndexHoldsAsksNothing() {
    assertThat(asks("Dow Jones today", "which companies are in the Dow?")).isEmpty();
    assertThat(asks("hvor står OBX", "hvilke selskaper er med i OBX?")).isEmpty();
    // the index's figure still asks
    assertThat(asks("Dow Jones today", "and the Nasdaq?")).isNotEmpty();
  }
}
