package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Phrasings the sports and crypto rules read since #21 §4's tuning-part analysis. */
class RulePhrasingTest {
  private static List<String> candidates(String message) {
    return GroundingClassifier.create().classify(message).stream()
        .map(i -> i.kind() + ":" + i.subject())
        .toList();
  }

  @Test
  void aQuestionAboutHowATeamDidIsAboutItsLastMatch() {
    assertThat(candidates("how did celtic get on")).containsExactly("sports:Celtic");
    assertThat(candidates("what did liverpool do at the weekend"))
        .containsExactly("sports:Liverpool");
    assertThat(candidates("korleis gjekk det med brann i går")).containsExactly("sports:Brann");
  }

  @Test
  void aQuestionAboutWhenAPastResultHappenedIsAMention() {
    assertThat(GroundingClassifier.create().classify("Når slo Rosenborg AC Milan på San Siro?"))
        .isNotEmpty()
        .noneMatch(dev.vex.core.intent.Intent::isAsk);
    assertThat(GroundingClassifier.create().classify("when did liverpool beat everton 5-0"))
        .noneMatch(dev.vex.core.intent.Intent::isAsk);
  }

  @Test
  void aCoinsPriceMovingOrACompoundPriceWordMakesACoinTheSubject() {
    assertThat(candidates("har btc dumpa i natt")).containsExactly("crypto:BTC");
    assertThat(candidates("sjekk bitcoinkursen for meg")).containsExactly("crypto:BTC");
    assertThat(candidates("veit du ka bitcoin står i")).containsExactly("crypto:BTC");
    assertThat(candidates("hvem står bak solana")).isEmpty();
  }
}
