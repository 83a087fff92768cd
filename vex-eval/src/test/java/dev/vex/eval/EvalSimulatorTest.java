package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

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
    assertThat(scenarios).hasSizeGreaterThanOrEqualTo(150);
    assertThat(scenarios)
        .extracting(Scenario::kind)
        .contains("crypto", "weather", "stocks", "news", "recipes", "search");
    assertThat(scenarios).extracting(Scenario::language).contains("en", "no");
    assertThat(report.complete()).isTrue();
    assertThat(report.results()).hasSize(scenarios.size());
  }

  @Test
  void theModelAloneIsCaughtExactlyWhereItsScriptedAnswerInventsSomething() {
    long expected =
        scenarios.stream()
            .filter(s -> !s.expect().unchanged())
            .filter(s -> !Judge.judge(s, s.scripted().alone(), java.util.Set.of()).clean())
            .count();
    long caught =
        report.grounded().stream()
            .filter(r -> r.alone().hallucinated() || !r.alone().offListLinks().isEmpty())
            .count();
    assertThat(caught).isEqualTo(expected).isGreaterThan(scenarios.size() / 2);
  }

  @Test
  void throughVexNoInventedFigureNoForbiddenTextAndNoOffListLinkReachesTheUser() {
    List<String> bad = new ArrayList<>();
    for (EvalReport.Result r : report.grounded()) {
      if (r.vex().hallucinated() || !r.vex().offListLinks().isEmpty()) {
        bad.add(r.id() + ": " + r.vex().text());
      }
    }
    assertThat(bad).isEmpty();
  }

  @Test
  void honestAnswersAreKept() {
    List<String> overridden = new ArrayList<>();
    for (EvalReport.Result r : report.results()) {
      if (r.honest() && (r.vex().overridden() || r.vex().fellBack())) {
        overridden.add(r.id() + ": " + r.vex().text());
      }
    }
    assertThat(overridden).isEmpty();
    assertThat(report.honestOverridden()).isZero();
  }

  @Test
  void everyFailureStillGivesTheRealFigures() {
    List<String> lost = new ArrayList<>();
    for (EvalReport.Result r : report.results()) {
      if (r.failure() && !r.vex().missingFigures().isEmpty()) {
        lost.add(r.id() + ": " + r.vex().text());
      }
    }
    assertThat(lost).isEmpty();
    assertThat(report.recovered()).isEqualTo(report.failures());
  }

  @Test
  void anHonestAnswerToAQuestionThatOnlyMentionsASubjectReachesTheUserUnchanged() {
    List<Scenario> offTopic = scenarios.stream().filter(s -> s.expect().unchanged()).toList();
    assertThat(offTopic).hasSizeGreaterThanOrEqualTo(60);
    assertThat(offTopic).extracting(Scenario::language).contains("en", "no");
    assertThat(offTopic)
        .extracting(s -> s.id().split("-")[1])
        .contains("weather", "crypto", "stocks", "sports", "news", "recipes", "search");
    List<String> changed = new ArrayList<>();
    for (EvalReport.Result r : report.results()) {
      if (r.changed()) {
        changed.add(
            r.id() + ":\n  expected: " + r.unchangedText() + "\n  received: " + r.vex().text());
      }
    }
    assertThat(changed).isEmpty();
    assertThat(report.offTopic()).isEqualTo(offTopic.size());
    assertThat(report.offTopicChanged()).isZero();
    assertThat(report.markdown()).contains("| off-topic answers changed | | 0/");
  }

  @Test
  void theReportRendersAsMarkdownAndJson() {
    assertThat(report.markdown()).contains("| replies with an invented or wrong figure |");
    assertThat(report.json()).contains("\"vexHallucinated\"");
  }
}
