package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The outsider's weather drafts (D215–D254, {@code src/test/resources/outsider/drafts-weather.tsv},
 * written from the recorded wttr.in bytes by someone who had not read the guards) and the five
 * older weather drafts the guard used to override (D094, D095, D099, D107, D196), through Vex on
 * the simulator: what the user receives.
 *
 * <p>Before the digit scan read which day a clause speaks of, and before the weather figures held
 * every forecast day, Fahrenheit, humidity and precipitation, 15 of these honest drafts were
 * replaced (an answer about Sunday, or about rain, without today's temperature). The ones still
 * replaced are named here with the reason, so that a change shows.
 */
class OutsiderWeatherTest {
  private static final Pattern NUMBER = Pattern.compile("outsider-d(\\d+)-");

  /**
   * Honest drafts still replaced. The hourly values ("18 °C at noon", "83–87 % around midday", "17
   * km/h around 6 am") and temperatures in words ("a low of thirteen degrees", "tjuefire grader")
   * pass since session 13. D233 ("Hvor fuktig blir det i Heideck i morgen?", "rundt 90 prosent" for
   * Saturday's hourly 87–94 %) passes since session 15 (#22): the report holds humidity only for
   * now, so the digit scan no longer judges Saturday's humidity against now's 58 %. None is left.
   */
  private static final Set<String> STILL_REPLACED = Set.of();

  /**
   * Wrong drafts that reach the user: their questions are not classified as weather asks ("What's
   * the high in Heideck tomorrow?", "… i fahrenheit?"), so no figure is checked (issue #21). D251
   * ("Hvor fuktig er det i Heideck nå?") is caught since session 15 classifies humidity asks. D241
   * ("Heideck is at 52 °F right now": 52 °F is today's high of 11 °C, not now's 48 °F) reaches the
   * user word for word as before; since session 17 the judge reads it as wrong (a day's figure
   * given as now), so it counted here: a guard miss the judge used to hide, not a new one. Since
   * session 17's intent branch ("Heideck right now" read as a weather ask) it is caught.
   */
  private static final Set<String> LEAKED_UNCLASSIFIED =
      Set.of("outsider-d239-en-wrong", "outsider-d249-no-wrong");

  private static EvalReport report;

  @BeforeAll
  static void run() {
    List<Scenario> weather =
        ScenarioLoader.builtIn().stream()
            .filter(
                s -> {
                  Matcher m = NUMBER.matcher(s.id());
                  if (!m.lookingAt()) {
                    return false;
                  }
                  int n = Integer.parseInt(m.group(1));
                  return n >= 215 && n <= 254 || Set.of(94, 95, 99, 107, 196).contains(n);
                })
            .toList();
    assertThat(weather).hasSize(45);
    report = EvalRunner.builder().scenarios(weather).build().run();
  }

  @Test
  void honestWeatherAnswersAboutOtherDaysRainHumidityAndFahrenheitReachTheUser() {
    List<String> replaced =
        report.grounded().stream()
            .filter(r -> r.id().contains("-honest") && r.vex().overridden())
            .map(EvalReport.Result::id)
            .sorted()
            .toList();
    assertThat(replaced).containsExactlyInAnyOrderElementsOf(STILL_REPLACED);
  }

  @Test
  void noWrongWeatherDraftReachesTheUserWhenTheQuestionIsAWeatherAsk() {
    List<String> leaked =
        report.grounded().stream()
            .filter(r -> r.id().contains("-wrong") && r.vex().hallucinated())
            .map(EvalReport.Result::id)
            .sorted()
            .toList();
    assertThat(leaked).containsExactlyInAnyOrderElementsOf(LEAKED_UNCLASSIFIED);
  }
}
