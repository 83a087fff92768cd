package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the ninth frozen follow-up part ({@code frozen-followup9.tsv}): 165 pairs of a
 * previous and a current message (104 asks, 61 that ask nothing live), English and Norwegian.
 * Written on 2026-12-05 (session 21) by an outsider from the definitions only and committed before
 * session 21's intent work was merged; never tuned on. The report goes to {@code
 * target/intent-followup9.md}; the floors sit at the measured figures.
 */
class IntentFollowUpHoldout9Test {
  // Scored first on main at 21bd61d (session 20's classifier), before any session-21 change:
  // 81/104 asks right (77.9 %), 1/61 false fires, 1 ask taken for a mention; the current message
  // alone: 33/104, 0/61. The floors sit there.
  // After session 21's intent and follow-up branches, misses not read by the helpers: 88/104
  // asks right, 1/61 false fires, 1 asks taken for mentions; the floors follow.
  // After session 22's intent and follow-up branches (misses not read by the helpers): 89/104
  // asks right; the floor follows.
  // After session 23's follow-up branch (misses not read by the helper): 90/104, 1/61 false fires;
  // the floors follow.
  // After session 25's merges (h/intent3: requirement questions, LateForms; misses not read
  // by the helpers) the part reads better; the floor follows.
  static final double MIN_ASKS_RIGHT = 93 / 104.0;
  static final double MAX_FALSE_FIRES = 1 / 61.0;

  @Test
  void theNinthFrozenFollowUpPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentScore.scoreFollowUpPart(
            "intent/frozen-followup9.tsv",
            "intent-followup9.md",
            "Intent classification on the ninth frozen follow-up part");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
  }
}
