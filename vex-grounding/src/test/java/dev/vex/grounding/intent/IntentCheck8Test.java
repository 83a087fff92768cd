package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the session 17 check tables, written by hand from DEFINITIONS.md before the
 * rule changes of that session: {@code intent/intent8-check.tsv} (single messages, report {@code
 * target/intent8-check.md}) and {@code intent/followup8-check.tsv} (a previous and a current
 * message, report {@code target/followup8-check.md}). The rules were then generalised against them,
 * so their figures after that are in sample: a floor against losing ground, not the classifier's
 * quality.
 */
class IntentCheck8Test {
  // The classifier of main (f6cc677), before any rule change of this session:
  // single messages: asks right 111/117 (94.9 %), asks taken for mentions 1, false fires 2/78 (2.6
  // %)
  // follow-ups with the previous turn: asks right 47/71 (66.2 %), asks taken for mentions 0, false
  // fires 1/45 (2.2 %); the current message alone 15/71, 0/45
  // then with dialect forms read as bokmål, a name's genitive s read as the name, more companies,
  // and a follow-up that asks a figure or a match of a subject the previous message only mentioned:
  // single 114/117 (97.4 %), 0, 2/78; follow-ups 66/71 (93.0 %), 0, 0/45
  // then with quantifiers that end a place ("any rain today?"), weather off Earth and decades in
  // words read as no live figure, "hva ble det for X", a place named before that is a team, news
  // topics asked after news, and the ask threshold the cross-validation now chooses (0.35): single
  // 116/117 (99.1 %), 0, 0/78; follow-ups 70/71 (98.6 %), 0, 0/45
  static final double SINGLE_FLOOR_RIGHT = 0.991;
  static final double SINGLE_CEILING_FALSE_FIRES = 0.0;
  static final double FOLLOWUP_FLOOR_RIGHT = 0.985;
  static final double FOLLOWUP_CEILING_FALSE_FIRES = 0.0;

  @Test
  void theSingleMessageCheckTableIsScoredAndKeepsItsFloor() throws IOException {
    List<IntentScore.Row> rows = IntentScore.read("intent/intent8-check.tsv");
    IntentScore s = IntentScore.score(rows, GroundingClassifier.create()::classify);
    Path out = Path.of("target", "intent8-check.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out,
        "# On the session 17 single-message check table\n\n"
            + s.summary()
            + "\n\n"
            + s.missList(500),
        StandardCharsets.UTF_8);
    assertThat(s.asks).as("asks in the table").isGreaterThanOrEqualTo(100);
    assertThat(s.ordinary).as("non-asks in the table").isGreaterThanOrEqualTo(70);
    assertThat(s.askAccuracy()).as("asks right").isGreaterThanOrEqualTo(SINGLE_FLOOR_RIGHT);
    assertThat(s.falseFireRate()).as("false fires").isLessThanOrEqualTo(SINGLE_CEILING_FALSE_FIRES);
  }

  @Test
  void theFollowUpCheckTableIsScoredAndKeepsItsFloor() throws IOException {
    IntentScore s =
        FollowUpTuningTest.scoreAndReport(
            "intent/followup8-check.tsv",
            "On the session 17 follow-up check table",
            "followup8-check.md");
    assertThat(s.asks).as("asks in the table").isGreaterThanOrEqualTo(70);
    assertThat(s.ordinary).as("non-asks in the table").isGreaterThanOrEqualTo(40);
    assertThat(s.askAccuracy()).as("asks right").isGreaterThanOrEqualTo(FOLLOWUP_FLOOR_RIGHT);
    assertThat(s.falseFireRate())
        .as("false fires")
        .isLessThanOrEqualTo(FOLLOWUP_CEILING_FALSE_FIRES);
  }

  // Check part 9 (intent9-check.tsv, followup9-check.tsv): written after this session's rule
  // changes (e433ee8), in new wording of the classes they touched, and scored once, not tuned on:
  // single 19/20 asks right, 0 as mentions, 1/20 false fires ("ka vær e det du lika best");
  // follow-ups 20/20, 0/20. The classifier of main on them, for scale (they were written for
  // this session's classes): 13/20, 1/20; follow-ups 9/20, 1/20.
  @Test
  void theCheckPartWrittenAfterTheChangesKeepsItsFirstScore() throws IOException {
    IntentScore single =
        IntentScore.score(
            IntentScore.read("intent/intent9-check.tsv"), GroundingClassifier.create()::classify);
    assertThat(single.asks).isEqualTo(20);
    assertThat(single.asksRight).isGreaterThanOrEqualTo(19);
    assertThat(single.falseFires).isLessThanOrEqualTo(1);
    IntentScore followUps =
        FollowUpTuningTest.scoreAndReport(
            "intent/followup9-check.tsv",
            "On the session 17 follow-up check part 9",
            "followup9-check.md");
    assertThat(followUps.asks).isEqualTo(20);
    assertThat(followUps.asksRight).isEqualTo(20);
    assertThat(followUps.falseFires).isZero();
  }
}
