package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the follow-up check table ({@code intent/followup-check.tsv}), written in other
 * phrasings than the tuning table ("same for Oslo", "tomorrow then?", "enn Tesla da?", "did they
 * win?", "hvorfor det?") before the second round of follow-up rules; the report goes to {@code
 * target/followup-check.md}. The rules were then generalised against it, so its figures after that
 * round are in sample too: a floor against losing ground, not the classifier's quality.
 */
class FollowUpCheckTest {
  // The classifier of main (2295021), before any rule change of this round: asks right 51/73
  // (69.9 %), asks taken for mentions 0, false fires 3/56 (5.4 %)
  // then with this round's forms ("same for", "samme for", a trailing "da"/"then"/"too", "could you
  // check X too?", a team's next match or result, a price's move by a pronoun): asks right 72/73
  // (98.6 %), asks taken for mentions 0, false fires 1/56 (1.8 %; "hva er proof of work i bitcoin?"
  // is an ask of bitcoin alone, so "enn ethereum da?" after it is one too)
  static final double FLOOR_RIGHT = 0.986;
  static final double CEILING_FALSE_FIRES = 0.018;

  @Test
  void theCheckTableIsScoredAndKeepsItsFloor() throws IOException {
    IntentScore s =
        FollowUpTuningTest.scoreAndReport(
            "intent/followup-check.tsv", "On the follow-up check table", "followup-check.md");
    assertThat(s.asks).as("asks in the table").isGreaterThanOrEqualTo(70);
    assertThat(s.ordinary).as("non-asks in the table").isGreaterThanOrEqualTo(50);
    assertThat(s.askAccuracy()).as("asks right").isGreaterThanOrEqualTo(FLOOR_RIGHT);
    assertThat(s.falseFireRate()).as("false fires").isLessThanOrEqualTo(CEILING_FALSE_FIRES);
  }
}
