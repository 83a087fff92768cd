package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 28 added (#21), each on messages written for this test (none is a table row):
 * what the user would get, an ask with its subject or nothing grounded, and the messages beside
 * them with the same words that must come out the other way.
 */
class SessionTwentyEightFormsTest {

  @Test
  void aSideOfATeamIsTheSideNotTheFirstTeam() {
    assertThat(asks("Sweden U19 next match")).containsExactly("sports:Sweden U19");
    assertThat(asks("did Denmark U17 women win yesterday?"))
        .containsExactly("sports:Denmark U17 women");
    assertThat(asks("når spiller U19-landslaget neste gang?")).containsExactly("sports:Norway U19");
    assertThat(asks("hvordan gikk det med dame-landslaget i håndball i går?"))
        .containsExactly("sports:Norway women's national handball team");
    assertThat(asks("Chelsea women result")).containsExactly("sports:Chelsea Women");
    assertThat(asks("når spiller Rosenborg damer neste gang?"))
        .containsExactly("sports:Rosenborg Women");
    assertThat(asks("when do Vålerenga hockey play next?"))
        .containsExactly("sports:Vålerenga Hockey");
    assertThat(asks("England under-21 result"))
        .containsExactly("sports:England national under-21 team");
    // the first team alone, and a team whose name holds its sport, stay as they were
    assertThat(asks("Sweden next match")).containsExactly("sports:Sweden");
    assertThat(asks("Rosenborg result")).containsExactly("sports:Rosenborg");
    assertThat(asks("Storhamar hockey neste kamp")).containsExactly("sports:Storhamar");
  }

  @Test
  void weatherAskedByItsOtherWordsIsAsked() {
    assertThat(asks("heat wave over in Madrid yet?")).containsExactly("weather:Madrid");
    assertThat(asks("is the storm over Stavanger yet?")).containsExactly("weather:Stavanger");
    assertThat(asks("pollenvarsel for Bergen i dag?")).containsExactly("weather:Bergen");
    assertThat(asks("pollen count in Oslo tomorrow?")).containsExactly("weather:Oslo");
    assertThat(asks("hvordan er vinden på Lista nå?")).containsExactly("weather:Lista");
    // the same words about something else
    assertThat(asks("what causes a heat wave?")).isEmpty();
    assertThat(asks("is the storm over yet?")).isEmpty();
    assertThat(asks("pollenallergi, hvilke tabletter virker best?")).isEmpty();
    assertThat(asks("vinden blåste hatten av meg i går")).isEmpty();
  }

  @Test
  void aRecipeDetailAskedBesideItsDishIsTheRecipe() {
    assertThat(asks("lapskaus, hvor mange poteter?")).containsExactly("recipes:lapskaus");
    assertThat(asks("banana bread, how much flour?")).containsExactly("recipes:banana bread");
    assertThat(asks("hvilken temperatur for lasagne i ovnen?")).containsExactly("recipes:lasagne");
    assertThat(asks("hvor lenge skal kanelboller stå til heving?"))
        .containsExactly("recipes:kanelboller");
    // the same shape counting no food, or a price
    assertThat(asks("lapskaus, hvor mange gjester kommer?")).isEmpty();
    assertThat(asks("banana bread, how much?")).isEmpty();
  }

  @Test
  void aTeamsShortNameBesideAnotherTeamIsNoShare() {
    assertThat(asks("Viking og RBK, hvordan gikk det i går?"))
        .containsExactly("sports:Viking", "sports:Rosenborg");
    // beside a word of shares it is the share
    assertThat(asks("RBK aksje i dag")).containsExactly("stocks:RBK");
  }

  @Test
  void aCoinOfAnEverydayNameAloneWithNowOrACurrencyIsTheCoin() {
    assertThat(asks("tron now?")).containsExactly("crypto:TRX");
    assertThat(asks("ton in dollars")).containsExactly("crypto:TON");
    // the words in a sentence
    assertThat(asks("we watched Tron today")).isEmpty();
    assertThat(asks("a ton in dollars")).isEmpty();
  }

  @Test
  void aWomensYouthSideRightAfterTheWomensTeamIsOneSide() {
    assertThat(asks("jentelandslaget J19, vant de i går?"))
        .containsExactly("sports:Norway U19 women");
    assertThat(asks("jentelandslaget og J19, hvordan gikk det?"))
        .containsExactly("sports:Norway women's national team", "sports:Norway U19 women");
  }
}
