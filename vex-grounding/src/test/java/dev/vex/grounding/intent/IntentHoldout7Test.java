package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the seventh frozen test part ({@code frozen-test7-en.tsv}, {@code
 * frozen-test7-no.tsv}), written on 2026-12-05 (session 19) by an outsider who had read neither the
 * rules nor any other table, from the definitions only, and committed before session 19's intent
 * changes were merged; never tuned on. The report goes to {@code target/intent-holdout7.md}; the
 * floors sit at the measured figures.
 */
class IntentHoldout7Test {
  // Scored first on the classifier as session 18 left it (33647f4), before session 19's changes:
  // 286/325 asks right (88.0 %), 5/380 false fires (1.3 %), 2/325 asks taken for mentions (0.6 %).
  // After session 19's intent branch, misses not read: 296/325 (91.1 %), 3/380 false fires
  // (0.8 %), no ask taken for a mention; the floors follow.
  // After session 20's intent branch, misses not read by the helper: 299/325 (92.0 %), 3/380
  // false fires, no ask taken for a mention; the floor follows.
  // After session 21's intent and follow-up branches (misses not read by the helpers; index names
  // now scored through the classifier's index list, which alone gives session 20's classifier
  // 300 asks right on this part): 303/325 asks right,
  // 3/380 false fires, 0 asks taken for mentions; the floors follow.
  // After session 22's intent and follow-up branches (misses not read by the helpers): 304/325
  // asks right; the floor follows.
  // After session 25's merges (h/intent3: requirement questions, LateForms; misses not read
  // by the helpers) the part reads better; the floor follows.
  static final double MIN_ASKS_RIGHT = 306 / 325.0;
  static final double MAX_FALSE_FIRES = 2 / 380.0;
  static final double MAX_ASKS_AS_MENTIONS = 0 / 325.0;

  @Test
  void theSeventhFrozenTestPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentHoldout.report(
            "Intent classification on the seventh frozen test part",
            IntentHoldout.TABLES_7,
            "intent-holdout7.md");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(all.asMentionRate()).as(all.summary()).isLessThanOrEqualTo(MAX_ASKS_AS_MENTIONS);
  }
}
