package dev.vex.grounding.trust;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.AgentReply;
import dev.vex.grounding.testing.GuardCases;
import dev.vex.grounding.testing.GuardCases.Case;
import dev.vex.simulator.OllamaSimulator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A question that only mentions an index's past stretch ("how has the S&amp;P total return index
 * changed over the last few weeks?", a mention, not an ask) with the recorded Yahoo daily chart of
 * ^SP500TR (closes 9,468.81 before 20 June 2023, 9,424.02 on 20 June, 9,683.69 on 14 July: +2.27 %
 * or +2.76 %) served to the real fetcher: a reply that states a change over the weeks against the
 * chart (a wrong percentage, a wrong amount of points, the wrong direction) is corrected with the
 * chart's closes (#21 §2), in English and Norwegian; an honest, rounded or hedged change and an
 * ordinary reply with its own numbers reach the user word for word.
 */
class MentionedWindowChangeTest {
  @RegisterExtension
  static WireMockExtension source =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final String CHART = "yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json";
  private static final String ASKED =
      "how has the S&P total return index changed over the last few weeks?";
  private static final String ASKED_NB =
      "hvordan har S&P total return-indeksen endret seg de siste ukene?";

  private static OllamaSimulator sim;

  @BeforeAll
  static void start() {
    sim = OllamaSimulator.start();
  }

  @AfterAll
  static void stop() {
    sim.close();
  }

  private static AgentReply turn(String question, String lang, String draft) {
    Case c = new Case("window", CHART, question, lang, draft, false, "", "");
    return GuardCases.turn(sim, source, GuardCases.Sources.MARKET, c, false);
  }

  @Test
  void theQuestionIsAMentionAndTheChartIsFetched() {
    AgentReply r = turn(ASKED, "en", "Over the last few weeks the index rose about 2.8 %.");
    assertThat(r.trace().intents()).anyMatch(i -> i.kind().equals("stocks") && !i.isAsk());
    assertThat(r.trace().intents()).noneMatch(i -> i.kind().equals("stocks") && i.isAsk());
    assertThat(r.factCards()).isEmpty(); // a mention never gets a data block
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Over the last few weeks the S&P 500 Total Return index is up 4.3 %, a steady climb.",
        "The index has fallen about 2.8 % over the past few weeks.",
        "The S&P 500 Total Return index has fallen over the last few weeks.",
        "It has gained roughly 460 points over the past few weeks, ending at 9,683.69.",
        "Over the last three weeks the index slipped 1.2 %.",
        "Over the period the index gained 7.6 %."
      })
  void aWrongChangeOverTheWeeksIsCorrectedWithTheChartsCloses(String draft) {
    AgentReply r = turn(ASKED, "en", draft);
    assertThat(r.text()).isNotEqualTo(draft);
    assertThat(r.text())
        .contains("9,683.69 USD on 14 July 2023")
        .contains("Yahoo Finance")
        .doesNotContain("4.3 %", "7.6 %", "460", "fallen", "slipped");
    assertThat(r.factCards()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "De siste ukene har S&P 500 Total Return-indeksen steget 4,3 %.",
        "Indeksen har falt med 2,8 % de siste ukene.",
        "Den siste måneden har indeksen gått ned.",
        "Indeksen har steget med rundt 600 poeng de siste ukene."
      })
  void aWrongChangeInNorwegianIsCorrectedInNorwegian(String draft) {
    AgentReply r = turn(ASKED_NB, "no", draft);
    assertThat(r.text()).isNotEqualTo(draft);
    assertThat(r.text()).contains("9 683,69 USD 14. juli 2023").contains("Yahoo Finance");
    assertThat(r.factCards()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Over the last few weeks the S&P 500 Total Return index rose about 2.8 %.",
        "The index is up roughly 2.3 % over the past month.",
        "Over the past few weeks the index gained about 260 points, to 9,683.69.",
        "The index has risen over the last few weeks, though it slipped 0.1 % on the last day.",
        "Over the period it climbed around 3 %.",
        "The S&P 500 was created in 1957 and holds 500 companies; over the last few weeks it rose 3 %.",
        "Index funds have returned about 10 % a year over the long run.",
        "I can't see live data, but over the last few weeks index fees of 0.03 % have been common."
      })
  void anHonestOrOrdinaryReplyReachesTheUserUnchanged(String draft) {
    assertThat(turn(ASKED, "en", draft).text()).isEqualTo(draft);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "De siste ukene har indeksen steget rundt 2,8 %.",
        "Indeksen har steget med drøyt 2 % den siste måneden.",
        "Indeksen har gått opp de siste ukene, fra 9 424,02 til 9 683,69.",
        "S&P 500 ble laget i 1957, og indeksfond har i snitt gitt rundt 10 % i året."
      })
  void anHonestOrOrdinaryNorwegianReplyReachesTheUserUnchanged(String draft) {
    assertThat(turn(ASKED_NB, "no", draft).text()).isEqualTo(draft);
  }
}
