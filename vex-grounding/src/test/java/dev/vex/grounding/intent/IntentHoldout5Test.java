package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the fifth frozen test part ({@code frozen-test5-en.tsv}, {@code
 * frozen-test5-no.tsv}), written on 2026-12-05 (session 16) by an outsider who had read neither the
 * rules nor any other table, from the definitions only, and committed before session 16's intent
 * changes were merged; never tuned on until session 19 (retired to tuning then). The report goes to
 * {@code target/intent-holdout5.md}; the floors sit at the measured figures.
 */
class IntentHoldout5Test {
  // RETIRED TO TUNING IN SESSION 19; FIGURES AFTER THIS ARE IN SAMPLE. The floors below were the
  // last held-out figures; from session 19 this part is read, tuned on and trained on (the ask
  // model's tables hold a copy), so this test is an in-sample regression floor.
  // Scored first on the classifier as session 15 left it (84a06c1), before session 16's changes:
  // 432/486 asks right (88.9 %), 6/507 false fires (1.2 %), 3/486 asks taken for mentions (0.6 %).
  static final double MIN_ASKS_RIGHT = 432 / 486.0;
  static final double MAX_FALSE_FIRES = 6 / 507.0;
  static final double MAX_ASKS_AS_MENTIONS = 3 / 486.0;

  @Test
  void theFifthFrozenTestPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentHoldout.report(
            "Intent classification on the fifth frozen test part",
            IntentHoldout.TABLES_5,
            "intent-holdout5.md");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(all.asMentionRate()).as(all.summary()).isLessThanOrEqualTo(MAX_ASKS_AS_MENTIONS);
  }
}
