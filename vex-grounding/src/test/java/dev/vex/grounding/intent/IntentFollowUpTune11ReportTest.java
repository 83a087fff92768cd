package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.message.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
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
    GroundingClassifier c = GroundingClassifier.create();
    List<FollowUpTuningTest.Pair> pairs = FollowUpTuningTest.read(TABLE);
    IntentScore s =
        FollowUpTuningTest.score(
            pairs,
            (previous, current) ->
                c.classify(
                    Message.user(current),
                    new PreviousTurn(previous, c.classify(Message.user(previous)))));
    IntentScore alone = FollowUpTuningTest.score(pairs, (previous, current) -> c.classify(current));
    Map<IntentScore.Row, String> previous = new IdentityHashMap<>();
    for (FollowUpTuningTest.Pair p : pairs) {
      previous.put(p.row(), p.previous());
    }
    Function<IntentScore.Row, List<Intent>> withPrevious =
        r ->
            c.classify(
                Message.user(r.message()),
                new PreviousTurn(previous.get(r), c.classify(Message.user(previous.get(r)))));
    String head =
        "# follow-up tune11\n\nWith the previous turn: "
            + s.summary()
            + "\n\nThe current message alone: "
            + alone.summary()
            + "\n\nBy kind, with the previous turn:\n\n"
            + IntentRetiredReportTest.perKind(
                pairs.stream().map(FollowUpTuningTest.Pair::row).toList(), withPrevious);
    Path out = Path.of("target", "followup-tune11.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out, head + "\n# Misses (with the previous turn)\n\n" + s.missList(1000), UTF8);
    System.out.println(head);
    assertThat(s.asks).as("tune11 holds asks").isGreaterThan(100);
    assertThat(s.ordinary).as("tune11 holds non-asks").isGreaterThan(55);
    assertThat(s.asksRight).as(s.summary()).isGreaterThanOrEqualTo(MIN_ASKS_RIGHT);
    assertThat(s.falseFires).as(s.summary()).isLessThanOrEqualTo(MAX_FALSE_FIRES);
    assertThat(s.asksAsMention).as(s.summary()).isLessThanOrEqualTo(MAX_AS_MENTION);
  }

  // Before any change for these rows (main 59c47f1): 79/104, 0 taken for a mention, 2/61 false
  // fires. Then the classes of its misses (a correction or a place added, "and now?" after a figure
  // of the past, a recipe's substitution, side dish or a dish eaten named by a pronoun, a search
  // moved or narrowed, a unit's nation alone, a team by its city, the scorers of both teams, after
  // hours, where money is used, "last summer"): 102/104, 0, 0/61. Left: "and in Vietnam?" (no
  // country's currency in the lexicon) and "på Jæren" after "kan jeg henge ut klesvasken i dag"
  // (the message before alone asks no weather). In sample from here: a floor against losing ground.
  static final int MIN_ASKS_RIGHT = 102;
  static final int MAX_FALSE_FIRES = 0;
  static final int MAX_AS_MENTION = 0;

  private static final java.nio.charset.Charset UTF8 = StandardCharsets.UTF_8;
}
