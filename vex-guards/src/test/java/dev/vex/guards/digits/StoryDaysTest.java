package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The day a story was posted (#22) on Hacker News' recorded front page (times read from the
 * recorded bytes' {@code created_at}); replies written for this test, English and Norwegian.
 */
class StoryDaysTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static TurnContext asked(GroundTruth t, Locale locale) {
    return TurnContext.builder(Message.user("q"))
        .locale(locale)
        .intents(List.of(Intent.of("news", "")))
        .groundTruth(List.of(t))
        .build();
  }

  @Test
  void aWrongDayOfPostingIsReplaced() throws Exception {
    GroundTruth t = StoryClaimsTest.frontPage();
    for (String[] c :
        new String[][] {
          {
            "\"Speeding up my ZSH shell\" is a post about start-up time. It was submitted by"
                + " saikatsg on 17 July 2025 and has 206 points.",
            "'17 july 2025' is not the day 'speeding up my zsh shell' was posted"
          },
          {
            "«Speeding up my ZSH shell» ble sendt inn av saikatsg 15. juli 2025.",
            "'15. juli 2025' is not the day"
          },
          {"antirez posted it on July 18, 2025.", "'july 18, 2025' is not the day"}
        }) {
      Locale l = c[0].contains("ble") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      GuardVerdict v = GUARD.check(new Draft(c[0]), asked(t, l));
      assertThat(v)
          .as(c[0])
          .isInstanceOfSatisfying(
              GuardVerdict.Overridden.class, o -> assertThat(o.reason()).contains(c[1]));
    }
  }

  @Test
  void theRightDayAnotherTimeZonesDayAndDaysOfOtherThingsPass() throws Exception {
    GroundTruth t = StoryClaimsTest.frontPage();
    for (String honest :
        List.of(
            "\"Speeding up my ZSH shell\" was submitted by saikatsg on 20 July 2025 and has 206"
                + " points.",
            // 15:51 UTC on 20 July is already 21 July east of UTC+9
            "saikatsg posted it on 21 July.",
            "«The Daily Life of a Medieval King» ble postet 17. juli 2025.",
            "antirez wrote about coding with LLMs; the summer of 2025 is in the title.",
            "The post on 17 July 2025 was about SVG filters.")) {
      Locale l = honest.contains("ble") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      assertThat(Turns.after(GUARD, honest, asked(t, l))).as(honest).isEqualTo(honest);
    }
  }
}
