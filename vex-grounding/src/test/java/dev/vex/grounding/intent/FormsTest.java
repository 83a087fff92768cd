package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 17's word forms and follow-ups (#21) on messages of no table: dialect forms, a name's
 * genitive, a follow-up of a subject the previous message only mentioned, and the ordinary messages
 * beside them that must stay without an ask. What the user would get: the asks and their subjects.
 */
class FormsTest {

  @Test
  void dialectQuestionsReadAsBokmal() {
    assertThat(asks("ka koste ethereum no")).containsExactly("crypto:ETH");
    assertThat(asks("korsn blir været i Harstad i morra")).containsExactly("weather:Harstad");
    assertThat(asks("kem laga ethereum?")).isEmpty();
    // "e" is "er" only after a question word or a pronoun; "vitamin e" and "no" in English stay
    assertThat(Forms.normal("ka e kursen på dnb no")).isEqualTo("hva er kursen på dnb nå");
    assertThat(Forms.normal("is vitamin e good for me? no idea"))
        .isEqualTo("is vitamin e good for me? no idea");
    // a text to translate is the user's own
    assertThat(Forms.normal("translate 'ka e klokka' to english"))
        .isEqualTo("translate 'ka e klokka' to english");
  }

  @Test
  void aGenitiveIsTheNameButAPluralStaysAPlural() {
    assertThat(asks("Nvidias aksjekurs nå?")).containsExactly("stocks:Nvidia");
    assertThat(asks("Rosenborgs neste kamp?")).containsExactly("sports:Rosenborg");
    assertThat(Forms.normal("apples are cheap at the market today"))
        .isEqualTo("apples are cheap at the market today");
    assertThat(Forms.normal("did the Celtics win")).isEqualTo("did the Celtics win");
    assertThat(Forms.normal("Nvidia's shares")).isEqualTo("Nvidia's shares");
  }

  @Test
  void aFollowUpAsksTheFigureOfASubjectOnlyMentionedBefore() {
    assertThat(asks("who runs Netflix these days?", "and the share price?"))
        .containsExactly("stocks:Netflix");
    assertThat(asks("hva brukes solana til?", "kurs nå?")).containsExactly("crypto:SOL");
    assertThat(asks("my uncle played for Brann", "når spiller de neste kamp?"))
        .containsExactly("sports:Brann");
    // asking nothing live about it stays without an ask
    assertThat(asks("who runs Netflix these days?", "how old is he?")).isEmpty();
    assertThat(asks("hva brukes solana til?", "hvem laget den?")).isEmpty();
    assertThat(asks("my uncle played for Brann", "who was their coach then?")).isEmpty();
  }

  @Test
  void offEarthWeatherAndDecadesAskNothingLive() {
    assertThat(asks("how cold does it get on the moon tonight")).isEmpty();
    assertThat(asks("hvordan gikk det med Vålerenga på åttitallet")).isEmpty();
    assertThat(asks("how hot will it get in Phoenix tomorrow, in the 80s?"))
        .containsExactly("weather:Phoenix");
  }
}
