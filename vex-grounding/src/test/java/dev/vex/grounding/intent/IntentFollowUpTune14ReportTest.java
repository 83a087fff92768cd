package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune14 ({@code intent/followup-tune14.tsv}: 170 pairs, an outsider's
 * follow-up tuning table written in session 25 from the definitions without the code; see {@code
 * tune13-README.md}, which covers both tables; a previous message written {@code -} is the chat's
 * first message): asks right, asks taken for mentions and false fires with the previous turn given
 * as the agent gives it, per kind, beside the current message alone, with the misses (previous
 * message in brackets), into {@code target/followup-tune14.md}. The branch's figures before any
 * change made for these rows are committed beside the table ({@code
 * followup-tune14-main-87db05b.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample.
 */
class IntentFollowUpTune14ReportTest {
  static final String TABLE = "intent/followup-tune14.tsv";

  @Test
  void followUpTune14IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune14", TABLE, 95, 55, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Floors open until the learning is done.
  static final int MIN_ASKS_RIGHT = 0;
  static final int MAX_FALSE_FIRES = 1000;
  static final int MAX_AS_MENTION = 1000;
}
