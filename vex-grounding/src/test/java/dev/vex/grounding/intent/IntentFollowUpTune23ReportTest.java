package dev.vex.grounding.intent;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The classifier on follow-up tune23 ({@code intent/followup-tune23.tsv}: an outsider's follow-up
 * tuning table written in session 33 from the brief and the definitions without the code; see
 * {@code README-followup-tune23.md}): asks right, asks taken for mentions and false fires with the
 * previous turn given as the agent gives it, per kind, beside the current message alone, with the
 * misses (previous message in brackets), into {@code target/followup-tune23.md}. Main's figures
 * before any change made for these rows are committed beside the table ({@code
 * followup-tune23-main-7adb4cd.md}): an out-of-sample figure for a new writer's follow-ups. From
 * then on the table is tuning data and this report is in sample. Not among the ask model's tables.
 */
class IntentFollowUpTune23ReportTest {
  static final String TABLE = "intent/followup-tune23.tsv";

  @Test
  void followUpTune23IsReported() throws IOException {
    IntentFollowUpTune10ReportTest.report(
        "tune23", TABLE, 100, 50, MIN_ASKS_RIGHT, MAX_FALSE_FIRES, MAX_AS_MENTION);
  }

  // Before any change for these rows (main 7adb4cd): 97/112, 1 taken for a mention, 4/60 false
  // fires (a substitution around a dish, a weather role-play set in the past in both languages, a
  // product price).
  // Then (h/followup12) the classes of its misses and false fires ("today" inside a game set in the
  // past, "and now?" after a record of the weather, another text without quotes after a
  // translation, a dish's variant, "there" after a place with its region): 104/112, 1, 2/60; then
  // "there" after a town that is also a word or a club ("off to Reading"): 105/112. Left:
  // the substitution (DEFINITIONS.md's open question), the price of eggs "in the shop" (read alone
  // as the share SHOP), "my 3 eth are worth what" (the ask model reads it a mention), Lisbon as the
  // capital the reply names, rank and index follow-ups after messages the single-message rules
  // read nothing in ("hvilken coin er nummer to", "hvordan går børsen"), G19's girls, RBK's and
  // Storhamar's women as the labels name them.
  // Session 36 (h/followup14): a substitution after a recipe is `-` ("can I use cottage cheese
  // instead of ricotta?"): 1/60 false fires.
  static final int MIN_ASKS_RIGHT = 105;
  static final int MAX_FALSE_FIRES = 1;
  static final int MAX_AS_MENTION = 1;
}
