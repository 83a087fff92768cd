package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The judge on its own table of cases ({@code judge/cases.tsv}, written from issue #23: rounded,
 * scaled, hedged, other separators and currencies, small numbers, signs, direction words, swapped
 * subjects and scores), and on every draft of the outsider's table that the scenarios hold: an
 * honest draft must be found clean and a wrong one caught, by the judge's reading alone.
 */
class JudgeTest {
  @Test
  void theJudgeReadsEveryCaseOfItsOwnTableRight() {
    List<String> lines = Arrays.asList(ScenarioLoader.resource("judge/cases.tsv").split("\n"));
    List<String> wrong = new ArrayList<>();
    int n = 0;
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] c = line.split("\t");
      // A "tool" case's third column is what the tool returned; the others' are facts.
      boolean tool = c[1].equals("tool");
      List<String> facts = tool ? List.of() : List.of(c[2].split(" ;; "));
      Scenario s =
          new Scenario(
              "case",
              c[1],
              c[0],
              c[3],
              List.of(),
              tool ? List.of(new Scenario.ToolResult("tool", "", c[2])) : List.of(),
              new Scenario.Scripted(c[4], List.of()),
              new Scenario.Expect(
                  List.of(), List.of(), List.of(), List.of(), facts, true, false, false, false));
      Judge.Verdict v = Judge.judge(s, Judge.facts(s, null), c[4], Set.of());
      boolean clean = v.clean();
      if (clean != c[5].equals("clean")) {
        wrong.add(c[4] + " -> " + v + " (" + c[6] + ")");
      }
      n++;
    }
    assertThat(n).isGreaterThanOrEqualTo(40);
    assertThat(wrong).isEmpty();
  }

  /**
   * The judge with the fact sheets make_facts.py writes beside the recordings ({@code
   * judge/recorded.tsv}: a reply over a real recording, as the eval serves it): each figure of a
   * chart on its trading day and field, moves between named days, weather by day and field, HN
   * counts by story, recipe measures.
   */
  @Test
  void theJudgeReadsRepliesOverTheRecordingsRight() {
    List<String> lines = Arrays.asList(ScenarioLoader.resource("judge/recorded.tsv").split("\n"));
    List<String> wrong = new ArrayList<>();
    int n = 0;
    int honest = 0;
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] c = line.split("\t");
      Scenario s =
          new Scenario(
              "recorded",
              c[1],
              c[0],
              c[3],
              List.of(new Scenario.Source(c[1], "/", c[2], null, 200, 0)),
              List.of(),
              new Scenario.Scripted(c[4], List.of()),
              new Scenario.Expect(
                  List.of(), List.of(), List.of(), List.of(), List.of(), true, false, false,
                  false));
      Judge.Verdict v = Judge.judge(s, c[4], Set.of());
      if (v.clean() != c[5].equals("clean")) {
        wrong.add(c[4] + " -> " + v);
      }
      honest += c[5].equals("clean") ? 1 : 0;
      n++;
    }
    assertThat(n).isGreaterThanOrEqualTo(50);
    assertThat(honest).isGreaterThanOrEqualTo(n / 3);
    assertThat(wrong).isEmpty();
  }

  /**
   * Outsider rows the judge does not read right yet, each with the reason: a claim it has no
   * reading for. The eval counts honest and wrong drafts by their author's label, and reports these
   * disagreements as a row of their own. Listed so that the count is visible and cannot grow
   * unnoticed.
   */
  static final Set<String> KNOWN_MISSES =
      Set.of("outsider-d164-no-tool"); // "mest": a superlative over a tool's steps

  @Test
  void theJudgeFindsTheOutsidersHonestDraftsCleanAndCatchesTheWrongOnes() {
    List<String> misread = new ArrayList<>();
    List<String> readRightNow = new ArrayList<>();
    int honest = 0;
    int wrongDrafts = 0;
    for (Scenario s : ScenarioLoader.builtIn()) {
      if (!s.id().startsWith("outsider-d")) {
        continue;
      }
      List<Scenario.Step> steps = s.scripted().steps();
      String draft = steps.get(steps.size() - 1).text();
      Judge.Verdict v = Judge.judge(s, Judge.facts(s, null), draft, Set.of());
      boolean honestDraft = s.expect().honest();
      if (honestDraft) {
        honest++;
      } else {
        wrongDrafts++;
      }
      if (v.clean() != honestDraft && !KNOWN_MISSES.contains(s.id())) {
        misread.add(s.id() + ": " + draft + " -> " + v);
      }
      if (v.clean() == honestDraft && KNOWN_MISSES.contains(s.id())) {
        readRightNow.add(s.id());
      }
    }
    // A miss the judge now reads right leaves the list, so that the list only shrinks.
    assertThat(readRightNow).isEmpty();
    assertThat(honest).isGreaterThanOrEqualTo(wrongDrafts);
    assertThat(honest + wrongDrafts).isEqualTo(254);
    assertThat(misread).isEmpty();
  }
}
