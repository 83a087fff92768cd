package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.guards.Turns;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A whole day said to be dry (#22, session 24: "dry all day", "tørt hele dagen", "oppholdsvær"), on
 * the recorded wttr.in forecast for Heideck ({@code heideck_j1.json}: observed Friday 2026-04-03 at
 * 22:37; each day's hourly chance of rain reaches 100, 100 and 100 %, Friday 0 % at 21:00 and
 * Sunday 0 % until noon), as the weather fetcher keeps it (the facts {@code hours}, {@code
 * forecastDate}, {@code forecastDay}). What the user receives is asserted: a wrong whole-day claim
 * is replaced; an hour's, now's, a negated one and an ordinary sentence pass word for word.
 */
class DryClaimsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static List<BigDecimal> values(int... v) {
    return java.util.Arrays.stream(v).mapToObj(BigDecimal::valueOf).toList();
  }

  private static GroundTruth heideck(int forecastDay) {
    String date = java.time.LocalDate.parse("2026-04-03").plusDays(forecastDay).toString();
    Map<String, Object> hours =
        Map.of(
            "2026-04-03",
            Map.of("chanceOfRainPercent", values(0, 0, 0, 89, 75, 100, 89, 0)),
            "2026-04-04",
            Map.of("chanceOfRainPercent", values(0, 100, 100, 69, 83, 87, 0, 0)),
            "2026-04-05",
            Map.of("chanceOfRainPercent", values(0, 0, 0, 0, 0, 83, 100, 0)));
    List<String> aliases = List.of("Heideck", "Heideck, Germany");
    return new GroundTruth(
        "weather",
        "wttr.in (recorded)",
        List.of(),
        Instant.parse("2026-04-03T20:37:00Z"),
        Map.of(
            "hours",
            hours,
            "forecastDate",
            date,
            "forecastDay",
            forecastDay,
            "precipitationMm",
            BigDecimal.ZERO),
        List.of(
            new KeyFigure(
                forecastDay == 0 ? "temperature in Heideck, Germany" : "high on " + date,
                BigDecimal.valueOf(9),
                "°C",
                forecastDay == 0,
                aliases)),
        Map.of("en", "Heideck: 9 °C, overcast.", "nb", "Heideck: 9 °C, overskyet."),
        null);
  }

  private static String after(String draft, int forecastDay) throws Exception {
    return Turns.after(
        GUARD,
        draft,
        Turns.turn(Locale.forLanguageTag("nb"), List.of(heideck(forecastDay)), List.of()));
  }

  @Test
  void aWholeDaySaidToBeDryAgainstItsHoursOfRainIsCaught() throws Exception {
    for (String wrong :
        List.of(
            "Tomorrow stays dry all day, overcast, between 6 and 9°C.",
            "Yes, dry all day Sunday with sunshine and up to 19°C.",
            "Søndag blir tørr hele dagen, så du trenger ikke paraply.",
            "Nei, i morgen blir det oppholdsvær, bare overskyet.",
            "Nei, det har vært tørt hele dagen.")) {
      assertThat(after(wrong, 1)).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "Heideck: 9°C and overcast, no rain at the moment.",
            "Nei, akkurat nå er det oppholdsvær og overskyet.",
            "Probably, especially early; it should be dry by the evening.",
            "No, noon on Sunday looks dry and sunny.",
            "Tomorrow will not be dry: take an umbrella.",
            "I morgen blir det ikke tørt, ta med paraply.",
            "Keep the matches dry in a bag.",
            "Kl. 18 i morgen (lørdag 4. april) blir det 9 grader og oppholdsvær.")) {
      assertThat(after(honest, 1)).as(honest).isEqualTo(honest);
    }
    // today, "no rain" alone may be the rain now
    assertThat(after("Overcast, 9°C, no rain.", 0)).isEqualTo("Overcast, 9°C, no rain.");
  }
}
