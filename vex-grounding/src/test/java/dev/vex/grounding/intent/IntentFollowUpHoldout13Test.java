package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the thirteenth frozen follow-up part ({@code frozen-followup13.tsv}): 162 pairs
 * of a previous and a current message (102 asks, 60 that ask nothing live), English and Norwegian.
 * Written on 2026-12-06 (session 25) by an outsider from the definitions only and committed before
 * session 25's intent work was merged; never tuned on. The report goes to {@code
 * target/intent-followup13.md}; the floors sit at the measured figures.
 */
class IntentFollowUpHoldout13Test {
  // Scored first on main at 87db05b (session 24's classifier), before any session-25 change:
  // 89/102 asks right (87.3 %), 1/60 false fires, 1 ask taken for a mention; the current message
  // alone: 45/102, 1/60. The floors sit there.
  // After session 27's merges (h/intent5, h/followup5, h/perf6; misses not read by the
  // helpers): 90/102 asks right; the floor follows.
  static final double MIN_ASKS_RIGHT = 95 / 102.0;
  static final double MAX_FALSE_FIRES = 1 / 60.0;

  @Test
  void theThirteenthFrozenFollowUpPartMeetsTheFloors() throws IOException {
    IntentScore all =
        IntentScore.scoreFollowUpPart(
            "intent/frozen-followup13.tsv",
            "intent-followup13.md",
            "Intent classification on the thirteenth frozen follow-up part");
    assertThat(all.askAccuracy()).as(all.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(all.falseFireRate()).as(all.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
  }
}
