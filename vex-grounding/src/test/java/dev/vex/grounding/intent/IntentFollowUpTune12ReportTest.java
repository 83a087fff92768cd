package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune12 ({@code intent/followup-tune12.tsv}: 160 pairs, an outsider's
 * follow-up tuning table written in session 23 from the definitions without the code; see {@code
 * README-followup-tune12.md}): asks right, asks taken for mentions and false fires with the
 * previous turn given as the agent gives it, per kind, beside the current message alone, with the
 * misses (previous message in brackets), into {@code target/followup-tune12.md}. The branch's
 * figures before any change made for these rows are committed beside the table ({@code
 * followup-tune12-main-38109af.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample.
 */
class IntentFollowUpTune12ReportTest {
  static final String TABLE = "intent/followup-tune12.tsv";

  @Test
  void followUpTune12IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune12", TABLE, 90, 55, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  static final int MIN_ASKS_RIGHT = 0;
  static final int MAX_FALSE_FIRES = 61;
  static final int MAX_AS_MENTION = 99;
}
