package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune11 ({@code intent/followup-tune11.tsv}: 165 pairs, an outsider's
 * follow-up tuning table written in session 22 from the definitions without the code; see {@code
 * README-followup-tune11.md}): asks right, asks taken for mentions and false fires with the
 * previous turn given as the agent gives it, per kind, beside the current message alone, with the
 * misses (previous message in brackets), into {@code target/followup-tune11.md}. The branch's
 * figures before any change made for these rows are committed beside the table ({@code
 * followup-tune11-main-59c47f1.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample.
 */
class IntentFollowUpTune11ReportTest {
  static final String TABLE = "intent/followup-tune11.tsv";

  @Test
  void followUpTune11IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune11", TABLE, 100, 55, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Before any change for these rows (main 59c47f1): 79/104, 0 taken for a mention, 2/61 false
  // fires. Then the classes of its misses (a correction or a place added, "and now?" after a figure
  // of the past, a recipe's substitution, side dish or a dish eaten named by a pronoun, a search
  // moved or narrowed, a unit's nation alone, a team by its city, the scorers of both teams, after
  // hours, where money is used, "last summer"): 102/104, 0, 0/61. Left: "and in Vietnam?" (no
  // country's currency in the lexicon) and "på Jæren" after "kan jeg henge ut klesvasken i dag"
  // (the message before alone asks no weather). In sample from here: a floor against losing ground.
  // Session 23 (h/followup, a country after a rate names its currency): "and in Vietnam?" right,
  // 104/104 with main's later rules ("på Jæren" was right before this branch started).
  // Session 36 (h/followup14): a substitution after a recipe is `-` (DEFINITIONS.md,
  // "Substitutions are `-`, also as follow-ups", the lead's session-34 decision); this table,
  // written before it, labels "can I use chicken instead of seafood?" after paella an ask: that row
  // is left as written and not tuned toward, 103/104.
  static final int MIN_ASKS_RIGHT = 103;
  static final int MAX_FALSE_FIRES = 0;
  static final int MAX_AS_MENTION = 0;
}
