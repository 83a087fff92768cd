package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the third frozen test part ({@code frozen-test3-en.tsv}, {@code
 * frozen-test3-no.tsv}), written on 2026-12-05 by an outsider who had read neither the rules nor
 * any other table, from the definitions only, and committed before session 13's intent changes were
 * merged; never tuned on until session 19 (retired to tuning then). The report goes to {@code
 * target/intent-holdout3.md}; the floors sit at the measured figures.
 */
class IntentHoldout3Test {
  // RETIRED TO TUNING IN SESSION 19; FIGURES AFTER THIS ARE IN SAMPLE. The floors below were the
  // last held-out figures; from session 19 this part is read, tuned on and trained on (the ask
  // model's tables hold a copy), so this test is an in-sample regression floor.
  // Scored first on the classifier as session 12 left it (036dc3c), before session 13's changes:
  // 299/429 asks right (69.7 %), 6/626 false fires (1.0 %), 10/429 asks taken for mentions (2.3 %).
  // After the first intent helper's branch (teams, currencies by name, weather without a weather
  // word, search and translate forms, several requests, dishes, a story before the ask): 328/429,
  // 7/626, 8/429. After the second's (market figures in other words, news figures) as well:
  // 328/429 (76.5 %), 5/626 (0.8 %), 9/429 (2.1 %). Out of fold on the tuning tables the same
  // classifier scores 96.4 %, 0.9 %, 1.0 %: the gap is what tuning does not carry to a fresh
  // writer's messages.
  // Session 14's intent branch (recipe forms and food words, dialect weather forms, the story
  // reading split out): 333/429 (77.6 %), 8/626 (1.3 %), 8/429 (1.9 %). The false fires rose by
  // three here while they fell by two on the fourth part, scored fresh before and after the same
  // branch; the floor follows the measure instead of being tuned to (the misses were not read).
  // Session 15's merged branches (weather asked by an attribute, MLS clubs, how-to and past-tense
  // mentions; several currencies in one question; loading changes): 337/429 (78.6 %), 10/626 (two
  // more false fires), 8/429. Scored once, after the merge, misses not read; the floors follow the
  // measure.
  // Session 17's merged branches (dialect forms read as bokmål, names with a trailing s, 57 more
  // companies, the ask threshold 0.3 -> 0.35, dated market days): 336/429, 7/626 (three fewer false
  // fires), 9/429. Scored once, after the
  // merge, misses not read; over parts 1-5 together asks right are unchanged (1938) and false fires
  // 50 -> 49; the floors follow the measure.
  static final double MIN_ASKS_RIGHT = 336 / 429.0;
  static final double MAX_FALSE_FIRES = 7 / 626.0;
  static final double MAX_ASKS_AS_MENTIONS = 9 / 429.0;

  @Test
  void theThirdFrozenTestPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentHoldout.report(
            "Intent classification on the third frozen test part",
            IntentHoldout.TABLES_3,
            "intent-holdout3.md");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(all.asMentionRate()).as(all.summary()).isLessThanOrEqualTo(MAX_ASKS_AS_MENTIONS);
  }
}
