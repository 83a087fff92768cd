package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The shared vocabulary session 35 filled (#21, from tune21's, tune22's and tune23's false fires,
 * filled as a class from what a new writer would also draw on: individual athletes), on messages
 * written for this test (none is a table row): what the user would get, an ask with its subject or
 * nothing grounded, beside messages with the same words that must come out the other way.
 */
class SessionThirtyFiveLexiconTest {

  @Test
  void anIndividualAthletesResultIsNoTeamsMatch() {
    assertThat(asks("how did Carlsen do in the final round")).isEmpty();
    assertThat(asks("vant Johaug i går?")).isEmpty();
    assertThat(asks("did Hovland win on sunday")).isEmpty();
    assertThat(asks("hvordan gikk det med Jakob Ingebrigtsen")).isEmpty();
    // the same questions about clubs still ask their match
    assertThat(asks("did Molde win yesterday")).containsExactly("sports:Molde");
    assertThat(asks("hvordan gikk det med Vålerenga i går")).containsExactly("sports:Vålerenga");
  }

  @Test
  void theTopDivisionsHandballAndHockeyClubsAreTeams() {
    assertThat(asks("when do Byåsen play next")).containsExactly("sports:Byåsen Håndball Elite");
    assertThat(asks("Tertnes håndball resultat")).containsExactly("sports:Tertnes Håndball Elite");
    assertThat(asks("Färjestad game tonight")).containsExactly("sports:Färjestad BK");
    assertThat(asks("when do the Vipers play next")).containsExactly("sports:Vipers Kristiansand");
    // the town or the word without a match is no club
    assertThat(asks("I grew up in Byåsen")).isEmpty();
    assertThat(asks("vipers are venomous snakes")).isEmpty();
  }
}
