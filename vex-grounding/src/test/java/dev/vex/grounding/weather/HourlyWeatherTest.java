package dev.vex.grounding.weather;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A later day's hourly values (the recorded wttr.in document for Heideck, recorded on Friday
 * 2026-04-03) are figures a reply may state: "18 °C at noon on Sunday", "83–87 % around midday",
 * "17 km/h around 6 am"; a wrong one is still caught, and today's are not among them.
 */
class HourlyWeatherTest {
  private static final String J1 = "fixtures/wttr/heideck_j1.json";
  private static final String MOSCOW = "fixtures/wttr/moscow_j1_lang_ru.json";

  private static GroundTruth heideck(int day) {
    return report(J1, day, "Heideck");
  }

  private static GroundTruth report(String file, int day, String place) {
    String json = new String(Fixtures.bytes(file), StandardCharsets.UTF_8);
    return WeatherReport.parse(
        JsonParser.parseString(json), day, place, List.of("http://x"), "http://x", Instant.EPOCH);
  }

  private static GuardVerdict check(int day, String locale, String reply) {
    return check(heideck(day), locale, reply);
  }

  private static GuardVerdict check(GroundTruth truth, String locale, String reply) {
    TurnContext ctx =
        new TurnContext(
            Message.user("q"),
            Locale.forLanguageTag(locale),
            List.of(Intent.chat()),
            List.of(truth),
            List.of(),
            List.of(),
            "",
            null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  @Test
  void laterDaysHourlyValuesAreOptionalFiguresWithinTheBound() {
    List<KeyFigure> figures = heideck(2).keyFigures();
    assertThat(figures).hasSizeLessThanOrEqualTo(WeatherReport.MAX_FIGURES);
    assertThat(figures)
        .extracting(KeyFigure::label)
        .contains(
            "temperature at 12:00 on 2026-04-05",
            "chance of rain at 12:00 on 2026-04-04",
            "wind at 06:00 on 2026-04-04")
        .noneMatch(l -> l.contains(" at ") && l.endsWith("on 2026-04-03"));
    assertThat(figures.stream().filter(f -> f.label().contains(" at ")))
        .allMatch(f -> !f.required());
  }

  @ParameterizedTest(name = "[{index}] honest: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1|en|Yes, Saturday looks wet in Heideck. The chance of rain is 100% in the early hours,"
            + " with light drizzle of about 0.3 mm around 6 am, and it's still 83–87% around"
            + " midday and in the afternoon.",
        "2|en|Sunday tops out at 19 °C (66 °F) in mid-afternoon; at noon it's already 18 °C (64"
            + " °F).",
        "1|en|A bit breezy: on Saturday the west-south-westerly wind peaks around 6 am at 17 km/h"
            + " (10 mph) and stays at 14 km/h (9 mph) through late morning and midday.",
        "1|nb|I morgen tidlig ligger det på rundt 7 grader i Heideck, men det føles som 4 grader.",
        "1|en|Saturday: 6 to 9 °C with rain."
      })
  void anHonestReplyWithHourlyValuesPasses(int day, String locale, String reply) {
    assertThat(check(day, locale, reply)).isInstanceOf(GuardVerdict.Pass.class);
  }

  @ParameterizedTest(name = "[{index}] wrong: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        // 19 °C is Sunday's high, no hour of Saturday's
        "1|en|Tomorrow, Saturday, Heideck will reach 19 °C.",
        // no hour of Sunday is 25 °C, and 77 °F is not 19 °C
        "2|en|Sunday tops out at 19 °C (77 °F); at noon it's already 25 °C.",
        // 11 °C is an hour of today (15:00), not the temperature now (9 °C)
        "0|en|It is 11 °C now in Heideck.",
        // Saturday's wind never reaches 30 km/h
        "1|en|On Saturday the wind peaks around 6 am at 30 km/h.",
        // 45 % is no hour's chance of rain on Saturday
        "1|en|Saturday in Heideck: 6 to 9 °C, and the chance of rain is only 45 % around midday."
      })
  void aWrongHourlyValueIsStillCaught(int day, String locale, String reply) {
    assertThat(check(day, locale, reply)).isNotInstanceOf(GuardVerdict.Pass.class);
  }

  /**
   * Temperatures in words over the recorded Moscow document (2022-07-16: 20 °C now; Sunday 14–24
   * °C, Monday 13–18 °C).
   */
  @ParameterizedTest(name = "[{index}] {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "2|en|Monday is cooler: a low of thirteen degrees and a high of only eighteen.|true",
        "1|nb|På søndag blir det tjuefire grader på det varmeste i Moskva.|true",
        "2|en|Monday is cooler: a low of nine degrees and a high of only eighteen.|false",
        "0|en|It is twenty-five degrees in Moscow right now.|false",
        "0|nb|Det er tjue grader i Moskva nå, og de to neste dagene blir varme.|true",
        "0|en|It is 20 °C in Moscow now; the next three days stay dry.|true"
      })
  void temperaturesInWordsAreReadInWeatherReplies(
      int day, String locale, String reply, boolean honest) {
    GuardVerdict v = check(report(MOSCOW, day, "Moscow"), locale, reply);
    assertThat(v instanceof GuardVerdict.Pass).as(v.reason()).isEqualTo(honest);
  }
}
