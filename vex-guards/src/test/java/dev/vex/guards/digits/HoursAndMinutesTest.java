package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A day's length written as hours and minutes beside the sunrise and sunset (#22, content-cases15
 * E069: "(16 t 56 min)" under Moscow's report was read as two temperatures, the low of 13 °C among
 * them, and the honest reply replaced). Replies written for the test, in English and Norwegian: the
 * length passes word for word; a wrong temperature in the same reply, or the same numbers written
 * as degrees, is still replaced.
 */
class HoursAndMinutesTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static final GroundTruth MOSCOW =
      Turns.truth(
          Turns.figures(
              "temperature in Moscow[Moscow]=20 °C; ?feels like in Moscow[Moscow]=20 °C;"
                  + " ?low on 2022-07-16[Moscow]=13 °C; ?high on 2022-07-16[Moscow]=21 °C;"
                  + " ?wind in Moscow[Moscow]=22 km/h"));

  private static String after(String draft, String lang) throws Exception {
    return Turns.after(
        GUARD, draft, Turns.turn(Locale.forLanguageTag(lang), List.of(MOSCOW), List.of()));
  }

  @Test
  void aDayLengthInHoursAndMinutesPassesUnchanged() throws Exception {
    for (String[] c :
        new String[][] {
          {
            "nb",
            "Nesten 17 timer: sola står opp 04:07 og går ned 21:03 (16 t 56 min), og det er 20"
                + " grader i Moskva nå."
          },
          {"nb", "I Moskva er det 20 °C nå, og dagen varer 16 timer og 56 minutter."},
          {"en", "Moscow is at 20°C now; the sun is up from 04:07 to 21:03, 16 h 56 min."},
          {"en", "It's 20°C in Moscow, and the day lasts 16 hours and 56 minutes."},
          {"en", "It's 20°C in Moscow; daylight runs 16h 56m today, low 13°C."}
        }) {
      assertThat(after(c[1], c[0])).as(c[1]).isEqualTo(c[1]);
    }
  }

  @Test
  void aWrongTemperatureBesideTheLengthIsStillReplaced() throws Exception {
    for (String[] c :
        new String[][] {
          {"nb", "Dagen varer 16 t 56 min, og det er 16 grader i Moskva nå."},
          {"en", "The day lasts 16 h 56 min, and it is 26°C in Moscow now."},
          {"en", "It's 20°C in Moscow, with a low of 16 and a high of 56 degrees."},
          {"nb", "Det er 20 grader i Moskva, med laveste 16 og høyeste 56 grader."}
        }) {
      assertThat(after(c[1], c[0])).as(c[1]).isNotEqualTo(c[1]);
    }
  }
}
