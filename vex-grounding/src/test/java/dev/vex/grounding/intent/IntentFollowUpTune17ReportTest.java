package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune17 ({@code intent/followup-tune17.tsv}: an outsider's follow-up
 * tuning table written at the end of session 27 for session 28 from the definitions without the code; see {@code
 * README-followup-tune17.md}): asks right, asks taken for mentions and false fires with the
 * previous turn given as the agent gives it, per kind, beside the current message alone, with the
 * misses (previous message in brackets), into {@code target/followup-tune17.md}. Main's figures
 * before any change made for these rows are committed beside the table ({@code
 * followup-tune17-main-65e133d.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample. Not among the ask model's tables.
 */
class IntentFollowUpTune17ReportTest {
  static final String TABLE = "intent/followup-tune17.tsv";

  @Test
  void followUpTune17IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune17", TABLE, 100, 55, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Before any change for these rows (main 65e133d): see followup-tune17-main-65e133d.md.
  static final int MIN_ASKS_RIGHT = 0;
  static final int MAX_FALSE_FIRES = 57;
  static final int MAX_AS_MENTION = 105;
}
