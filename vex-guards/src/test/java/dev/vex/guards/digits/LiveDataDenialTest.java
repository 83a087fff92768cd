package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A denial of the live data after the right figure, in a Norwegian clause whose verb follows the
 * negation (#22, cases16 P074: "BNB koster 611,72 dollar. Merk at jeg ikke har tilgang til
 * live-data, så dette kan være feil." passed, where "jeg har ikke tilgang" was caught). Replies
 * written for the test: the denials in either word order are replaced, the same figure without one
 * passes word for word, and the same words on a turn that fetched nothing reach the user unchanged.
 */
class LiveDataDenialTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();
  private static final Locale NB = Locale.forLanguageTag("nb");
  private static final GroundTruth BNB = Turns.truth(Turns.figures("BNB price[BNB]=611.72 USD"));

  private static String received(String draft, Locale l, List<GroundTruth> truth) throws Exception {
    TurnContext context =
        TurnContext.builder(Message.user(l == NB ? "Hva koster BNB?" : "What does BNB cost?"))
            .locale(l)
            .intents(truth.isEmpty() ? List.of(Intent.chat()) : List.of(Intent.of("crypto", "BNB")))
            .groundTruth(truth)
            .build();
    return Turns.after(GUARD, draft, context);
  }

  @Test
  void aDenialInAClauseAfterTheRightFigureIsCaught() throws Exception {
    for (String wrong :
        List.of(
            "BNB koster 611,72 dollar. Merk at jeg ikke har tilgang til live-data, så dette kan"
                + " være feil.",
            "BNB kostar 611,72 dollar, men sidan eg ikkje har tilgang til sanntidsdata kan det"
                + " vere feil.",
            "BNB koster 611,72 dollar, selv om jeg ikke kan bekrefte tallet.",
            "BNB koster 611,72 dollar. Jeg har ikke tilgang til live-data.")) {
      assertThat(received(wrong, NB, List.of(BNB))).as(wrong).startsWith("EKTE DATA");
    }
    String english = "BNB costs $611.72. Note that I don't have access to live data.";
    assertThat(received(english, Locale.ENGLISH, List.of(BNB))).startsWith("REAL DATA");
  }

  @Test
  void theFigureAloneAndTheSameWordsWithoutDataPass() throws Exception {
    String honest = "BNB koster 611,72 dollar akkurat nå.";
    assertThat(received(honest, NB, List.of(BNB))).isEqualTo(honest);
    String offTopic =
        "Jeg kan hjelpe med oppskriften, men merk at jeg ikke har tilgang til kalenderen din.";
    assertThat(received(offTopic, NB, List.of())).isEqualTo(offTopic);
    String offTopicEn = "I can help with the recipe, but I don't have access to your calendar.";
    assertThat(received(offTopicEn, Locale.ENGLISH, List.of())).isEqualTo(offTopicEn);
  }
}
