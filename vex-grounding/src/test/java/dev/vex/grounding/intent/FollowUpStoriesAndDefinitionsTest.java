package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 35's follow-up classes (#21), learnt by class from followup-tune24's false fires, on
 * pairs written for this test and in no table: weather or a price asked inside a story the user
 * writes, a game of pretend set in a decade of the past, "and X?" after a question of what a thing
 * of a kind is. Beside each, follow-ups with the same words that come out the other way.
 */
class FollowUpStoriesAndDefinitionsTest {
  @Test
  void insideAStoryTheUserWritesWeatherAndPricesAskNothing() {
    assertThat(
            asks(
                "I'm writing a novel where the main character lives in Lerwick",
                "will it be windy there tomorrow?"))
        .isEmpty();
    assertThat(
            asks(
                "jeg skriver en novelle om en fisker i Hammerfest", "blir det storm der i morgen?"))
        .isEmpty();
    assertThat(
            asks("in my story the hero owns 5 bitcoin in 2025", "how much is that in dollars now?"))
        .isEmpty();
    // out of the story, or a real place's history, still asks
    assertThat(
            asks(
                "I'm writing a novel where the main character lives in Lerwick",
                "in real life, will it be windy in Lerwick tomorrow?"))
        .containsExactly("weather:Lerwick");
    assertThat(
            asks(
                "jeg skriver en novelle om en fisker i Hammerfest",
                "men egentlig, blir det storm i Hammerfest i morgen?"))
        .containsExactly("weather:Hammerfest");
    assertThat(asks("fortell meg om historien til Hammerfest", "blir det storm der i morgen?"))
        .containsExactly("weather:Hammerfest");
  }

  @Test
  void aGameSetInADecadeOfThePastAsksNothing() {
    assertThat(asks("let's play: you're a radio host in 1970s Glasgow", "what's the weather like?"))
        .isEmpty();
    assertThat(asks("la oss leke at du er værmann på 1960-tallet i Narvik", "blir det sol i dag?"))
        .isEmpty();
    // a game set now still asks of a real place
    assertThat(asks("let's play: you're a radio host", "what's the weather like in Glasgow today?"))
        .containsExactly("weather:Glasgow");
  }

  @Test
  void anotherThingAfterWhatAThingIsAsksWhatItIs() {
    assertThat(asks("what is a stock index", "and the Nikkei?")).isEmpty();
    assertThat(asks("what's a stablecoin", "what about tether?")).isEmpty();
    assertThat(asks("hva er en kryptovaluta", "og solana da?")).isEmpty();
    // a figure or a time asked, or a figure asked just before, still asks
    assertThat(asks("what is a stock index", "and where's the Nikkei today?"))
        .containsExactly("stocks:^N225");
    assertThat(asks("hva er en kryptovaluta", "og hva koster solana nå?"))
        .containsExactly("crypto:SOL");
    assertThat(asks("what's the Dow at", "and the Nikkei?")).containsExactly("stocks:^N225");
  }

  @Test
  void aCorrectionNamingThePlaceBeforeInFullAsksTheWholePlace() {
    assertThat(asks("weather in Richmond", "sorry, I meant Richmond in Virginia"))
        .containsExactly("weather:Richmond in Virginia");
    assertThat(asks("været i Vik", "nei, jeg mente Vik i Helgeland"))
        .containsExactly("weather:Vik i Helgeland");
    // another place, a time, or a place only talked about before, come out as before
    assertThat(asks("weather in Richmond", "sorry, I meant Norfolk"))
        .containsExactly("weather:Norfolk");
    assertThat(asks("was it cold in Richmond last winter", "sorry, I meant Richmond in Virginia"))
        .isEmpty();
    assertThat(asks("været i Vik", "nei, jeg mente Vik i morgen")).containsExactly("weather:Vik");
  }

  @Test
  void aRankAskedWithWhichOrRightNowAfterACoinAsksTheCoinOfThatRank() {
    assertThat(asks("dogecoin price", "which is number three right now?"))
        .containsExactly("crypto:");
    assertThat(asks("hva koster solana", "hvilken er nummer tre nå?")).containsExactly("crypto:");
    // a rank of something else, or no coin asked before, asks no coin
    assertThat(asks("dogecoin price", "which team is number three right now?")).isEmpty();
    assertThat(asks("hva er en kryptovaluta", "hvilken er nummer tre nå?")).isEmpty();
  }
}
