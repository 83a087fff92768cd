package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A question about how a data source works is no ask for its data (#22, off-topic controls;
 * content-cases13 E054, "Hvordan lager wttr.in værmeldingen?", read as a weather ask with no place,
 * so the failed fetch took the honest answer's sentence away). What the user would get: nothing
 * fetched; the same source named in a request for its data is still asked.
 */
class SourceWorkingsTest {

  @Test
  void howOrWhereASourceGetsItsDataAsksForNoData() {
    for (String about :
        List.of(
            "Hvordan lager wttr.in værmeldingen?",
            "Hvor henter wttr.in dataene sine fra?",
            "Hvorfra henter yr temperaturene?",
            "Hvordan beregner CoinGecko bitcoin-prisen?",
            "Where does wttr.in get its weather data?",
            "How does CoinGecko calculate the bitcoin price?",
            "How does Yahoo Finance get the S&P 500 quotes?",
            "Where does frankfurter get its exchange rates?")) {
      assertThat(asks(about)).as(about).isEmpty();
      assertThat(SourceWorkings.about(new Utterance(about))).as(about).isTrue();
    }
  }

  @Test
  void theSourceNamedInARequestForItsDataIsNoQuestionAboutIt() {
    for (String asked :
        List.of(
            "Hvordan er været i Oslo ifølge yr?",
            "Hvor mye koster bitcoin på CoinGecko?",
            "What's the weather in Bergen on wttr.in?",
            "korleis lagar ein raspeball",
            "Hvor får jeg tak i dollar?",
            "How do I get the bitcoin price from CoinGecko?")) {
      assertThat(SourceWorkings.about(new Utterance(asked))).as(asked).isFalse();
    }
    assertThat(asks("Hvordan er været i Oslo ifølge yr?")).containsExactly("weather:Oslo");
    assertThat(asks("Hvor mye koster bitcoin på CoinGecko?")).hasSize(1);
  }
}
