package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The classifier on the session 18 check table {@code intent/intent10-check.tsv} (report {@code
 * target/intent10-check.md}), written by hand from DEFINITIONS.md before the rule changes of that
 * session, for three classes: a detail of a named dish's recipe ("how long should the arrabiata
 * sauce simmer"), what an index, company or coin is or was ("What's the Dow Jones and when did it
 * start?"), and an index name with a suffix ("S&P 500 TR"). The rules were then generalised against
 * it, so its figures after that are in sample: a floor against losing ground, not the classifier's
 * quality.
 */
class IntentCheck10Test {
  // The classifier of main (60e0111), before any rule change of this session: asks right 5/28
  // (17.9 %), asks taken for mentions 0, false fires 3/26 (11.5 %)
  // then with questions of a figure of a named dish's recipe (RecipeDetail), "what is X and <its
  // history>" read as a definition, ^SP500TR and "dow" as index names and an index's suffix no
  // ticker: 28/28, 0, 0/26 (in sample)
  static final int FLOOR_ASKS_RIGHT = 28;
  static final int CEILING_FALSE_FIRES = 0;

  @Test
  void theCheckTableIsScoredAndKeepsItsFloor() throws IOException {
    IntentScore s =
        IntentScore.score(
            IntentScore.read("intent/intent10-check.tsv"), GroundingClassifier.create()::classify);
    Path out = Path.of("target", "intent10-check.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out,
        "# On the session 18 check table\n\n" + s.summary() + "\n\n" + s.missList(500),
        StandardCharsets.UTF_8);
    assertThat(s.asks).as("asks in the table").isEqualTo(28);
    assertThat(s.ordinary).as("non-asks in the table").isEqualTo(26);
    assertThat(s.asksRight).as("asks right").isGreaterThanOrEqualTo(FLOOR_ASKS_RIGHT);
    assertThat(s.falseFires).as("false fires").isLessThanOrEqualTo(CEILING_FALSE_FIRES);
  }

  // tune7-en/no.tsv: a tuning table an outsider wrote from the definitions (session 18), scored on
  // main (60e0111) before any change made on it: asks right 201/248 (81.0 %), asks taken for
  // mentions 1, false fires 8/266 (3.0 %); on this branch before it was read (a8b6f2b): 220/248,
  // 1, 9/266; then with the classes of its misses fixed (recipe-detail forms without a question
  // word, a dish named before, Norwegian passives and dialect; "X - what is it", "made of", "who is
  // behind"; hypotheticals "if … would"; a message in capitals; "slå opp med"): 228/248 (91.9 %),
  // 1, 0/266 (measured by this test, d6f681a). In sample: the rules were tuned on it.
  @Test
  void theTuningTableSevenIsScoredAndKeepsItsFloor() throws IOException {
    IntentScore s =
        IntentScore.score(
            IntentScore.read("intent/tune7-en.tsv", "intent/tune7-no.tsv"),
            GroundingClassifier.create()::classify);
    Path out = Path.of("target", "tune7.md");
    Files.createDirectories(out.getParent());
    Files.writeString(
        out,
        "# On tuning table 7 (in sample)\n\n" + s.summary() + "\n\n" + s.missList(500),
        StandardCharsets.UTF_8);
    assertThat(s.asks).as("asks in the table").isEqualTo(248);
    assertThat(s.ordinary).as("non-asks in the table").isEqualTo(266);
    assertThat(s.asksRight).as("asks right").isGreaterThanOrEqualTo(228);
    assertThat(s.falseFires).as("false fires").isZero();
  }
}
