package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the second frozen test part ({@code frozen-test2-en.tsv}, {@code
 * frozen-test2-no.tsv}, 410 asks and 596 ordinary messages), written on 2026-12-04 by an outsider
 * who had read neither the rules nor any other table, before that session's intent changes, and
 * never tuned on until session 19 (retired to tuning then). The report goes to {@code
 * target/intent-holdout2.md}; the floors sit at the measured figures.
 */
class IntentHoldout2Test {
  // RETIRED TO TUNING IN SESSION 19; FIGURES AFTER THIS ARE IN SAMPLE. The floors below were the
  // last held-out figures; from session 19 this part is read, tuned on and trained on (the ask
  // model's tables hold a copy), so this test is an in-sample regression floor.
  // Scored first on the classifier as session 11 left it, before session 12's tuning: 344/410 asks
  // right (83.9 %), 21/596 false fires (3.5 %), 8/410 asks taken for mentions (2.0 %). Scored once
  // more after session 12's tuning (out of fold on the tuning part: 95.8 %, 0.7 %, 1.0 %): 354/410
  // (86.3 %), 9/596 (1.5 %), 6/410 (1.5 %). The gap to the out-of-fold figures is what tuning on
  // one distribution of messages does not carry to another. Scored a third time after rules the
  // eval's off-topic class called for (dates with a year, "when did … first", titles won): 8/596.
  // Session 13's two intent helpers (who never opened a frozen part; the lead had seen this part's
  // list of misses at the session's start and passed none of it on), merged: 382/410 (93.2 %),
  // 8/596, 2/410.
  // Session 15's merged branches (weather asked by an attribute, MLS clubs, how-to and past-tense
  // mentions; several currencies in one question; loading changes): 383/410 (93.4 %), 9/596 (one
  // more false fire), 1/410. Scored once, after the merge, misses not read; the floors follow the
  // measure.
  static final double MIN_ASKS_RIGHT = 383 / 410.0;
  static final double MAX_FALSE_FIRES = 9 / 596.0;
  static final double MAX_ASKS_AS_MENTIONS = 1 / 410.0;

  @Test
  void theSecondFrozenTestPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentHoldout.report(
            "Intent classification on the second frozen test part",
            IntentHoldout.TABLES_2,
            "intent-holdout2.md");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(all.asMentionRate()).as(all.summary()).isLessThanOrEqualTo(MAX_ASKS_AS_MENTIONS);
  }
}
