package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.guard.GuardVerdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The whole built-in eval on the simulator's scripted small model, whose answers are known: the
 * report's figures are checked against the scenarios' own expectations.
 */
class EvalSimulatorTest {
  private static List<Scenario> scenarios;
  private static EvalReport report;

  @BeforeAll
  static void runTheEval() {
    scenarios = ScenarioLoader.builtIn();
    report = EvalRunner.builder().scenarios(scenarios).build().run();
    System.out.println(report.table());
  }

  @Test
  void thereAreAtLeast150ScenariosOverEveryKindAndBothLanguages() {
    assertThat(scenarios).hasSizeGreaterThanOrEqualTo(450);
    assertThat(report.distinctScripts()).isGreaterThanOrEqualTo(380);
    assertThat(report.distinctQuestions()).isGreaterThanOrEqualTo(320);
    assertThat(scenarios)
        .extracting(Scenario::kind)
        .contains("crypto", "weather", "stocks", "news", "recipes", "search");
    assertThat(scenarios).extracting(Scenario::language).contains("en", "no");
    assertThat(report.complete()).isTrue();
    assertThat(report.results()).hasSize(scenarios.size());
  }

  @Test
  void withNoGuardTheEvalCountsTheInventedFiguresThatTheDefaultGuardsStop() {
    // The scenarios whose scripted Vex turn states an invented or wrong figure while the source
    // answers: with the guards broken on purpose (none, or one that passes everything), the eval
    // must count what reaches the user; with the default guards, see the totals below.
    List<Scenario> invented =
        scenarios.stream()
            .filter(s -> !s.expect().honest() && !s.expect().failure() && !s.expect().unchanged())
            .filter(s -> s.id().contains("invented-figure") || s.id().contains("wrong-direction"))
            .toList();
    assertThat(invented).hasSizeGreaterThanOrEqualTo(10);
    EvalReport none = EvalRunner.builder().scenarios(invented).guards(List.of()).build().run();
    EvalReport passAll =
        EvalRunner.builder()
            .scenarios(invented)
            .guards(List.of((draft, context) -> GuardVerdict.pass()))
            .build()
            .run();
    EvalReport guarded = EvalRunner.builder().scenarios(invented).build().run();

    // Counted by the judge's reading of the figures and words, not by a copied sentence.
    // 22 of the 23 are read wrong on this run; one old scripted draft is not (see the commit).
    assertThat(readWrong(none)).isGreaterThanOrEqualTo(invented.size() - 1);
    assertThat(readWrong(passAll)).isEqualTo(readWrong(none));
    assertThat(guarded.vexHallucinated()).isZero();
  }

  /** The ids of the results that repeat an earlier one and so are not counted. */
  private static List<String> repeats() {
    java.util.Set<String> counted = new java.util.HashSet<>();
    for (EvalReport.Result r : report.distinct()) {
      counted.add(r.id());
    }
    return report.results().stream()
        .map(EvalReport.Result::id)
        .filter(id -> !counted.contains(id))
        .toList();
  }

  private static long readWrong(EvalReport r) {
    return r.grounded().stream().filter(x -> !x.vex().inventedFigures().isEmpty()).count();
  }

  @Test
  void throughVexNoOffListLinkReachesTheUserAndNoRealFigureIsMissing() {
    // Asserted where the count is 0. Invented or wrong figures reaching the user, honest drafts
    // overridden and failures not recovered are not 0 on the outsider's drafts (issue #23): the
    // report prints them and the guard owners fix them; the scenarios stay.
    assertThat(report.vexOffList()).isZero();
    assertThat(report.vexMissing()).isZero();
    assertThat(report.results()).hasSize(scenarios.size());
    // A scenario that repeats another's script, question and sources counts once. Two outsiders
    // wrote one off-topic question and answer word for word (outsider6 p28, outsider8 q37:
    // Norway's coldest temperature), two others another (outsider9 q27, outsider10 q24: "regn
    // ut 15 % av 640"), and two more one weather draft over Heideck with its question but for the
    // case of its first letter (outsider10 h076, outsider11 h099), and two more one off-topic
    // question and answer word for word (outsider12 q02, outsider13 q02: the most bitcoin there can
    // be), and the session-25 writer five short honest drafts with their questions word for word
    // (outsider14 h029 = outsider11 h027, h030 = outsider13 h028, h122 = outsider12 f002, h124 =
    // outsider12 f004, h137 = outsider11 h128), and the writer of set 17 one off-topic question and
    // answer word for word (outsider16 q39, outsider17 q22: Norway's highest temperature, 35.6 °C
    // at Nesbyen), and the writer of set 18 one short honest draft with its question word for word
    // (outsider13 h107, outsider18 h112: a dollar costs 10,67 kroner), and the writer of set 19
    // one wrong draft with its question word for word (outsider15 h107, outsider19 h094) and one
    // off-topic question and answer (outsider14 q43, outsider19 q50: how many Anfield holds); no
    // other scenario repeats one.
    assertThat(repeats())
        .containsExactlyInAnyOrder(
            "outsider8-offtopic-q37-no-weather",
            "outsider10-offtopic-q24-no-weather",
            "outsider11-h099-en-honest",
            "outsider13-offtopic-q02-no-crypto",
            "outsider14-h029-en-honest",
            "outsider14-h030-no-honest",
            "outsider14-h122-no-honest",
            "outsider14-h124-no-honest",
            "outsider14-h137-en-honest",
            "outsider17-offtopic-q22-en-weather",
            "outsider18-h112-no-honest",
            "outsider19-h094-en-wrong",
            "outsider19-offtopic-q50-no-sports");
    assertThat(report.sourceDown()).isNotEmpty();
    assertThat(report.toolCalls()).hasSizeGreaterThanOrEqualTo(15);
    assertThat(report.scriptedHonest()).isGreaterThanOrEqualTo(100);
    // #23: at least as many honest drafts as wrong ones, so overriding every draft cannot pass
    assertThat(report.scriptedHonest()).isGreaterThanOrEqualTo(report.scriptedWrong());
  }

  @Test
  void theOldScenariosStillGiveNoInventedFigureAndKeepTheirHonestAnswers() {
    List<String> bad = new ArrayList<>();
    for (EvalReport.Result r : report.grounded()) {
      // the outsiders' drafts (outsider-, outsider6-) are reported, not asserted (issue #23)
      if (r.id().startsWith("outsider")) {
        continue;
      }
      if (r.vex().hallucinated() || !r.vex().offListLinks().isEmpty()) {
        bad.add(r.id() + ": " + r.vex().text());
      }
      if (r.honest() && (r.vex().overridden() || r.vex().fellBack())) {
        bad.add(r.id() + " overridden: " + r.vex().text());
      }
    }
    assertThat(bad).isEmpty();
  }

  @Test
  void anHonestAnswerToAQuestionThatOnlyMentionsASubjectReachesTheUserUnchanged() {
    List<Scenario> offTopic = scenarios.stream().filter(s -> s.expect().unchanged()).toList();
    assertThat(offTopic).hasSizeGreaterThanOrEqualTo(60);
    assertThat(offTopic).extracting(Scenario::language).contains("en", "no");
    assertThat(offTopic)
        .extracting(s -> s.id().split("-")[1])
        .contains("weather", "crypto", "stocks", "sports", "news", "recipes", "search");
    // Asserted on the sets the guards and rules were shaped on. A held-out set (outsiderN-,
    // EvalReport.setOf) is a measure, reported in the report's set table: asserting it would make
    // whoever changes the rules tune on it. Session 17's held-out p21 ("What's the Dow Jones and
    // when did it start?") is changed after that session's intent branch (1/44), reported there.
    List<String> changed = new ArrayList<>();
    for (EvalReport.Result r : report.results()) {
      if (r.changed() && EvalReport.setOf(r.id()).equals("earlier sets")) {
        changed.add(
            r.id() + ":\n  expected: " + r.unchangedText() + "\n  received: " + r.vex().text());
      }
    }
    assertThat(changed).isEmpty();
    long offTopicRepeats = repeats().stream().filter(id -> id.contains("-offtopic-")).count();
    assertThat(report.offTopic()).isEqualTo(offTopic.size() - offTopicRepeats);
    assertThat(report.markdown()).contains("| earlier sets |");
  }

  @Test
  void theReportRendersAsMarkdownAndJson() {
    assertThat(report.markdown()).contains("| replies with an invented or wrong figure |");
    assertThat(report.json()).contains("\"vexHallucinated\"");
  }
}
