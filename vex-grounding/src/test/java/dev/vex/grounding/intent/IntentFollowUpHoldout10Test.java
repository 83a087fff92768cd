package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the tenth frozen follow-up part ({@code frozen-followup10.tsv}): 168 pairs of a
 * previous and a current message (108 asks, 60 that ask nothing live), English and Norwegian.
 * Written on 2026-12-06 (session 22) by an outsider from the definitions only and committed before
 * session 22's intent work was merged; never tuned on. The report goes to {@code
 * target/intent-followup10.md}; the floors sit at the measured figures.
 */
class IntentFollowUpHoldout10Test {
  // Scored first on main at 59c47f1 (session 21's classifier), before any session-22 change:
  // 91/108 asks right (84.3 %), 3/60 false fires, 1 ask taken for a mention; the current message
  // alone: 46/108, 0/60. The floors sit there.
  // After session 22's intent and follow-up branches (misses not read by the helpers): 92/108
  // asks right; the floor follows.
  // After session 23's follow-up branch (misses not read by the helper): 93/108, 1/60 false fires,
  // 0 asks taken for mentions; the floors follow.
  // After session 24's intent branch (h/intent2; misses not read by the helpers):
  // 94/108 asks right; the floor follows.
  static final double MIN_ASKS_RIGHT = 99 / 108.0;
  static final double MAX_FALSE_FIRES = 1 / 60.0;

  @Test
  void theTenthFrozenFollowUpPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentScore.scoreFollowUpPart(
            "intent/frozen-followup10.tsv",
            "intent-followup10.md",
            "Intent classification on the tenth frozen follow-up part");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
  }
}
