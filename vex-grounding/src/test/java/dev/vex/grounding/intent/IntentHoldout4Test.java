package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the fourth frozen test part ({@code frozen-test4-en.tsv}, {@code
 * frozen-test4-no.tsv}), written on 2026-12-05 (session 14) by an outsider who had read neither the
 * rules nor any other table, from the definitions only, and committed before session 14's intent
 * changes were merged; never tuned on until session 19 (retired to tuning then). The report goes to
 * {@code target/intent-holdout4.md}; the floors sit at the measured figures.
 */
class IntentHoldout4Test {
  // RETIRED TO TUNING IN SESSION 19; FIGURES AFTER THIS ARE IN SAMPLE. The floors below were the
  // last held-out figures; from session 19 this part is read, tuned on and trained on (the ask
  // model's tables hold a copy), so this test is an in-sample regression floor.
  // Scored first on the classifier as session 13 left it (d583d29), before session 14's changes:
  // 424/477 asks right (88.9 %), 15/646 false fires (2.3 %), 2/477 asks taken for mentions (0.4 %).
  // After session 14's intent branch: 427/477 (89.5 %), 13/646 (2.0 %), 3/477 (0.6 %).
  // Session 15's merged branches (weather asked by an attribute, MLS clubs, how-to and past-tense
  // mentions; several currencies in one question; loading changes): 429/477 (89.9 %), 13/646 (as
  // before), 2/477. Scored once, after the merge, misses not read; the floors follow the measure.
  // Session 17's merged branches (dialect forms read as bokmål, names with a trailing s, 57 more
  // companies, the ask threshold 0.3 -> 0.35, dated market days): 431/477, 15/646 (two more false
  // fires), 2/477. Scored once, after the
  // merge, misses not read; over parts 1-5 together asks right are unchanged (1938) and false fires
  // 50 -> 49; the floors follow the measure.
  static final double MIN_ASKS_RIGHT = 431 / 477.0;
  static final double MAX_FALSE_FIRES = 14 / 646.0; // 15 before session 18's intent branch
  static final double MAX_ASKS_AS_MENTIONS = 2 / 477.0;

  @Test
  void theFourthFrozenTestPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentHoldout.report(
            "Intent classification on the fourth frozen test part",
            IntentHoldout.TABLES_4,
            "intent-holdout4.md");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(all.asMentionRate()).as(all.summary()).isLessThanOrEqualTo(MAX_ASKS_AS_MENTIONS);
  }
}
