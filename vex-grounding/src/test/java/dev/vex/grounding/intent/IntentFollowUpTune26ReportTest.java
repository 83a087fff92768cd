package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune26 ({@code intent/followup-tune26.tsv}: an outsider's follow-up
 * tuning table written in session 36 from the brief and the definitions without the code; see
 * {@code README-followup-tune26.md}): asks right, asks taken for mentions and false fires with the
 * previous turn given as the agent gives it, per kind, beside the current message alone, with the
 * misses (previous message in brackets), into {@code target/followup-tune26.md}. Main's figures
 * before any change made for these rows are committed beside the table: an out-of-sample figure for
 * a new writer's follow-ups. From then on the table is tuning data and this report is in sample.
 * Not among the ask model's tables.
 */
class IntentFollowUpTune26ReportTest {
  static final String TABLE = "intent/followup-tune26.tsv";

  @Test
  void followUpTune26IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune26", TABLE, 100, 60, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Before any change for these rows (main a12cdccb): 97/106, 0 taken for a mention, 4/67 false
  // fires (followup-tune26-main-a12cdccb.md).
  // Then (h/followup15) pause words before a correction ("no sorry, I meant Geilo"), Helsinki
  // after an index, the world after small talk, a game of pretend set up in Norwegian, an index
  // whose name holds digits after "what is an index fund", "guess I'll need a jacket then?":
  // 100/106, 1/67 (left: "vant de" after a fire; the cullen skink and eggs Benedict rows wait for
  // the single-message recipe rules; "Norway men's national handball team" for "og herrene?").
  static final int MIN_ASKS_RIGHT = 100;
  static final int MAX_FALSE_FIRES = 1;
  static final int MAX_AS_MENTION = 0;
}
