package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 27's follow-up classes (#21), learnt by class from followup-tune14/15/16's misses, on
 * messages written by the follow-up helper and in no table: a price only mentioned, then asked in
 * another currency ("dinner was 450 kroner" then "in dollars?"); a nation's under-21 or women's
 * side named by a pronoun after a result or fixture; a side known by its form ("J19") after another
 * side's fixture. Beside each, the follow-ups of the same form that ask nothing live or keep the
 * ask before them.
 */
class FollowUpPriceAndTeamsTest {
  @Test
  void aPriceOnlyMentionedIsAskedInAnotherCurrency() {
    assertThat(asks("the taxi was 35 euros", "in kroner?")).containsExactly("currency:EUR/NOK");
    assertThat(asks("lunch cost me 120 dollars", "how much is that in pounds?"))
        .containsExactly("currency:USD/GBP");
    assertThat(asks("billetten kostet 900 kroner", "i euro?")).containsExactly("currency:NOK/EUR");
    assertThat(asks("jeg har 50 pund igjen", "hvor mye blir det i kroner?"))
        .containsExactly("currency:GBP/NOK");
    assertThat(asks("the room is 2000 sek a night", "and in euros?"))
        .containsExactly("currency:SEK/EUR");
  }

  @Test
  void aPriceAskedOrNoPriceKeepsItsReading() {
    assertThat(asks("eth price", "in euros?")).containsExactly("crypto:ETH");
    assertThat(asks("the taxi was 35 euros", "in the city centre?")).isEmpty();
    assertThat(asks("the taxi was 35 euros", "is that a lot?")).isEmpty();
  }

  @Test
  void aNationsSideIsCarriedByPronounAndASideByItsForm() {
    assertThat(asks("England U21 result?", "when do they play next?"))
        .containsExactly("sports:England national under-21 team");
    assertThat(asks("Sweden women's team result", "and their next match?"))
        .containsExactly("sports:Sweden women's national team");
    assertThat(asks("neste kamp for G19", "og J17?")).containsExactly("sports:J17");
    assertThat(asks("England U21 result?", "how does offside work again?")).isEmpty();
    assertThat(asks("neste kamp for G19", "og takk")).isEmpty();
  }
}
