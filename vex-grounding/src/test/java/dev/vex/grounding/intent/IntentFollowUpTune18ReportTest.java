package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune18 ({@code intent/followup-tune18.tsv}: an outsider's follow-up
 * tuning table written at the end of session 28 for session 29 from the definitions without the
 * code; see {@code README-followup-tune18.md}): asks right, asks taken for mentions and false fires
 * with the previous turn given as the agent gives it, per kind, beside the current message alone,
 * with the misses (previous message in brackets), into {@code target/followup-tune18.md}. Main's
 * figures before any change made for these rows are committed beside the table ({@code
 * followup-tune18-main-5c47ad9.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample. Not among the ask model's tables.
 */
class IntentFollowUpTune18ReportTest {
  static final String TABLE = "intent/followup-tune18.tsv";

  @Test
  void followUpTune18IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune18", TABLE, 100, 60, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Before any change for these rows (main 5c47ad9): 90/103, 2 taken for mentions, 2/64 false
  // fires ("who scored?" / "hvem scoret?" after a result).
  // Session 29 (h/followup7, in sample from here: a judgement of the figure asks nothing, a day
  // changed alone in nynorsk or as the rest of the week, a price only mentioned however its
  // currency is asked, a nation's youth side of another age or sex, a club's other section, a
  // recipe for another number of people, "by how much?" after a result, "there" after a place
  // whose name is whole by its kind, "I love Long Beach"): 99/103, 2, 2/64. The two
  // false fires are "who scored?" / "hvem scoret?" after a result, an ask by DEFINITIONS.md's
  // decision of session 29 (this writer labelled them no ask; followup-tune17's writer an ask).
  // Left: the laundry and "the Lakers last night" read alone as mentions (so "what about
  // Kongsberg?" and "and the Celtics?" after them are mentions), a coin by its rank ("and the
  // second?": a ranking is live data the rules do not hold).
  // Session 30 (h/followup8): 101/103, 2, 2/64 (a coin by its rank: "and the second?", "og
  // nummer to?" read as the single-message rule reads "the number 2 coin"). After the merge of
  // h/intent8, whose single-message rule follows DEFINITIONS.md's session-30 decision (a coin by
  // its rank is crypto: with an empty subject), those two read crypto: too and this table's
  // labels (ETH, written before the decision) count them wrong: 99/103, as tune17's five rank
  // rows.
  static final int MIN_ASKS_RIGHT = 99;
  static final int MAX_FALSE_FIRES = 2;
  static final int MAX_AS_MENTION = 2;
}
