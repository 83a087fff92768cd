package dev.vex.guards.digits;

import java.util.Locale;

/**
 * The wind units besides km/h that a reply may state a wind speed in, by how many km/h one of them
 * is (#22): metres per second ("2 m/s"), miles per hour ("14 mph") and knots ("12 knots", "12
 * knop", "12 kn"). Read at most eight characters from where the unit starts.
 */
final class WindUnits {
  private WindUnits() {}

  /** km/h per unit of the unit written at {@code j}, or 0 when none of these is written there. */
  static double factor(String text, int j) {
    if (text.startsWith("m/s", j)) {
      return 3.6;
    }
    String rest = text.substring(j, Math.min(text.length(), j + 8)).toLowerCase(Locale.ROOT);
    if (rest.startsWith("mph") && (rest.length() == 3 || !Chars.isLetter(rest.charAt(3)))) {
      return 1.609344;
    }
    if (rest.startsWith("knot")
        || rest.startsWith("knop")
        || rest.startsWith("kn ")
        || rest.equals("kn")) {
      return 1.852;
    }
    return 0;
  }
}
