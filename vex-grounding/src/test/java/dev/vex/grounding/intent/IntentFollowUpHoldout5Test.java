package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the frozen follow-up part ({@code frozen-followup5.tsv}): a user's previous
 * message and a current one that may only make sense after it ("weather in Bergen?" then "and
 * tomorrow?"). Written on 2026-12-05 (session 16) by the outsider who wrote the fifth frozen part,
 * from the definitions only, and committed before session 16's follow-up work was merged; never
 * tuned on. The report goes to {@code target/intent-followup5.md}; the floors sit at the measured
 * figures.
 */
class IntentFollowUpHoldout5Test {
  // RETIRED TO TUNING IN SESSION 19; FIGURES AFTER THIS ARE IN SAMPLE. The floors below were the
  // last held-out figures; from session 19 this part is read, tuned on and trained on (the ask
  // model's tables hold a copy), so this test is an in-sample regression floor.
  // Scored first on the classifier as session 15 left it (84a06c1), which reads the current
  // message alone: 63/151 asks right (41.7 %), 1/92 false fires (1.1 %), 1 ask taken for a mention.
  // With session 16's follow-up reading (the previous turn given as the agent gives it), scored
  // once after the merge, misses not read: 101/151 (66.9 %), 3/92 false fires (3.3 %), 2 asks
  // taken for mentions; the false-fire floor follows the measure. After the second round of
  // follow-up forms (same for X, a team's next match without its name, a pronoun's move today):
  // 104/151 (68.9 %), 3/92 as before, 2.
  // Session 17 (follow-ups carry a subject the previous message only mentioned; names with a
  // trailing s; dialect forms): 113/151 (74.8 %), 3/92, 1.
  static final double MIN_ASKS_RIGHT = 113 / 151.0;
  static final double MAX_FALSE_FIRES = 3 / 92.0;

  @Test
  void theFrozenFollowUpPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentScore.scoreFollowUpPart(
            "intent/frozen-followup5.tsv",
            "intent-followup5.md",
            "Intent classification on the frozen follow-up part");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
  }
}
