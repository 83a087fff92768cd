package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 32's follow-up false fires (#21), learnt by class from followup-tune21's and the earlier
 * follow-up tables' non-asks read as asks, on pairs written for this test and in no table: a made
 * piece's topic, the assistant itself, how a figure is made, a team's squad or season, a market
 * record at its extreme, the money of a game. Beside each, follow-ups with the same words that come
 * out the other way.
 */
class FollowUpNothingLiveTest {
  @Test
  void theTopicOfAPieceAskedJustBeforeAsksNothing() {
    assertThat(asks("write me a limerick", "about the weather in Tromsø")).isEmpty();
    assertThat(asks("make up a riddle", "one about dogecoin")).isEmpty();
    assertThat(asks("skriv et dikt", "om været i Molde i dag")).isEmpty();
    assertThat(asks("fortell en vits", "gjerne om Rosenborg")).isEmpty();
    // a question of its own after the piece, or "about" after a live ask, still asks
    assertThat(asks("write me a limerick", "what's the weather in Tromsø?"))
        .containsExactly("weather:Tromsø");
    assertThat(asks("fortell en vits", "hva er været i Molde i dag?"))
        .containsExactly("weather:Molde");
    assertThat(asks("write me a limerick", "ok, now the dogecoin price"))
        .containsExactly("crypto:DOGE");
  }

  @Test
  void aQuestionToTheAssistantAboutItselfAsksNothing() {
    assertThat(asks("any sports news?", "and what's new with you?")).isEmpty();
    assertThat(asks("nyheter om klima", "og hva er nytt med deg?")).isEmpty();
    assertThat(asks("Arsenal result", "were you happy with the result?")).isEmpty();
    assertThat(asks("temperature in Lillehammer", "do you like snow?")).isEmpty();
    assertThat(asks("solana price", "would you buy it now?")).isEmpty();
    assertThat(asks("solana price", "do you think it will go up?")).isEmpty();
    assertThat(asks("kurs på cardano", "hva er favorittkryptoen din?")).isEmpty();
    assertThat(asks("Viking resultat", "heier du på dem?")).isEmpty();
    // the same subjects asked of the live source still ask
    assertThat(asks("any sports news?", "and what's new in cycling?")).isNotEmpty();
    assertThat(asks("Arsenal result", "and when do they play next?"))
        .containsExactly("sports:Arsenal");
    assertThat(asks("temperature in Lillehammer", "will it snow there tomorrow?"))
        .containsExactly("weather:Lillehammer");
    assertThat(asks("solana price", "is it up today?")).containsExactly("crypto:SOL");
    assertThat(asks("solana price", "can you check it again now?")).isNotEmpty();
  }

  @Test
  void howAFigureIsMadeAsksNothing() {
    assertThat(asks("weather in Kristiansand", "how do they measure the wind?")).isEmpty();
    assertThat(asks("været i Kristiansand", "hvordan måler man nedbør?")).isEmpty();
    assertThat(asks("ethereum price", "how is the price calculated?")).isEmpty();
    assertThat(asks("usd to sek", "hvordan bestemmes kursen?")).isEmpty();
    // how the figure is now, or how strong, still asks
    assertThat(asks("weather in Kristiansand", "and how strong is the wind?"))
        .containsExactly("weather:Kristiansand");
    assertThat(asks("været i Kristiansand", "og hvordan blir været i morgen?"))
        .containsExactly("weather:Kristiansand");
    assertThat(asks("ethereum price", "how is it doing today?")).containsExactly("crypto:ETH");
  }

  @Test
  void aTeamsSquadStaffOrSeasonAsksNothing() {
    assertThat(asks("Real Madrid score", "is Vinicius still playing for them?")).isEmpty();
    assertThat(asks("Lyn resultat", "spiller Pedersen fortsatt for dem?")).isEmpty();
    assertThat(asks("Everton result", "who's their manager?")).isEmpty();
    assertThat(asks("Sarpsborg resultat", "hvor mange poeng har de så langt?")).isEmpty();
    assertThat(asks("Everton result", "how many goals have they let in this season?")).isEmpty();
    assertThat(asks("Everton result", "and how did they do last season?")).isEmpty();
    // the latest match or the next one still asks
    assertThat(asks("Real Madrid score", "who scored for them?"))
        .containsExactly("sports:Real Madrid");
    assertThat(asks("Lyn resultat", "når spiller de neste gang?")).containsExactly("sports:Lyn");
    assertThat(asks("Everton result", "and how did they do last night?"))
        .containsExactly("sports:Everton");
  }

  @Test
  void aMarketFigureAtItsExtremeAsksNothing() {
    assertThat(asks("hvor står Nasdaq", "og hva var den på sitt laveste?")).isEmpty();
    assertThat(asks("litecoin price", "and at its highest?")).isEmpty();
    assertThat(asks("Nvidia stock", "what's the highest it has been?")).isEmpty();
    // the day's high or low still asks
    assertThat(asks("hvor står Nasdaq", "hva er dagens laveste?")).isNotEmpty();
    assertThat(asks("litecoin price", "what's its high today?")).containsExactly("crypto:LTC");
  }

  @Test
  void theMoneyOfAGameConvertsNoRealCurrency() {
    assertThat(asks("in our board game the money is silver coins", "what's 300 silver in euros?"))
        .isEmpty();
    assertThat(asks("i spillet jeg spiller er valutaen gull", "hva er 40 gull i kroner?"))
        .isEmpty();
    assertThat(
            asks("in Monopoly you get 200 for passing go", "what's 200 monopoly dollars in nok?"))
        .isEmpty();
    // a real currency after the same message, or the same words without a game, still ask
    assertThat(asks("in our board game the money is silver coins", "what's 300 euros in dollars?"))
        .containsExactly("currency:EUR/USD");
    assertThat(asks("i spillet jeg spiller er valutaen gull", "hva er 40 euro i kroner?"))
        .containsExactly("currency:EUR/NOK");
  }
}
