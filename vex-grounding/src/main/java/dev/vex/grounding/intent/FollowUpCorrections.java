package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpMarkets.CODE;
import static dev.vex.grounding.intent.FollowUpMarkets.currencyCode;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.currency.CurrencyFetcher;
import java.util.List;
import java.util.Set;

/**
 * "oops, I meant eur not sek", "nei, Moss, ikke Molde" (#21, session 30): a correction that names
 * what was meant and then, after "not"/"ikke", what it takes back. After a rate the side it takes
 * back is replaced by the one meant ("500 sek to nok" then "oops, I meant eur not sek" is EUR/NOK);
 * after anything else what was meant is read alone, as "no, I meant Moss" is. Read only after a
 * correction's words ({@link FollowUpWords#correction}); a few set look-ups on at most the
 * follow-up's words.
 */
final class FollowUpCorrections {
  private FollowUpCorrections() {}

  /** The words that take back what follows them. */
  private static final Set<String> NOT = Set.of("not", "ikke", "ikkje");

  /**
   * Where "not"/"ikke" stands in what a correction says, after at least one word of what was meant
   * and before at least one word it takes back; else -1.
   */
  static int notAt(List<String> rest) {
    for (int k = 1; k < rest.size() - 1; k++) {
      if (NOT.contains(rest.get(k))) {
        return k;
      }
    }
    return -1;
  }

  /**
   * The rate asked just before with the side taken back replaced by the one meant; null when the
   * subject before is no pair, either side names no currency, or the side taken back is not one of
   * the pair's.
   */
  static List<Intent> sideReplaced(Intent before, List<String> rest, int not) {
    String pair = before.subject();
    int slash = pair.indexOf('/');
    if (!CurrencyFetcher.KIND.equals(before.kind()) || slash < 0) {
      return null;
    }
    String meant = currencyCode(String.join(" ", rest.subList(0, not)));
    String back = currencyCode(String.join(" ", rest.subList(not + 1, rest.size())));
    if (meant == null
        || back == null
        || !CODE.matcher(meant).matches()
        || !CODE.matcher(back).matches()
        || meant.equals(back)) {
      return null;
    }
    String from = pair.substring(0, slash);
    String to = pair.substring(slash + 1);
    String read;
    if (back.equals(from) && !meant.equals(to)) {
      read = meant + "/" + to;
    } else if (back.equals(to) && !meant.equals(from)) {
      read = from + "/" + meant;
    } else {
      return null;
    }
    return List.of(
        new Intent(
            CurrencyFetcher.KIND,
            read,
            before.parameters(),
            before.mode(),
            before.confidence(),
            "the rate asked just before, the side taken back replaced by the one meant"));
  }

  /** The most words of a qualified place read from a correction. */
  static final int MOST_PLACE_WORDS = 6;

  /**
   * The weather asked just before, of the place it named with what the correction adds to it (#21,
   * session 35; followup-tune15, -tune22, -tune24): "weather in Bergen" then "sorry, I meant Bergen
   * op Zoom", "været i Portland" then "nei, Portland i Maine", "weather in Hell tomorrow" then "no,
   * I meant Hell in Michigan" ask the weather of the whole place as typed, since the single-message
   * rules may read only its first word ("Hell"). Read only when what the correction says starts
   * with the whole place asked before, adds one to {@link #MOST_PLACE_WORDS} words in all, and
   * names no time or digit (then the ordinary reading of a correction applies); asked only if the
   * weather before was asked. Null otherwise.
   */
  static List<Intent> placeQualified(Intent before, List<String> rest, List<String> original) {
    if (!dev.vex.grounding.weather.WeatherFetcher.KIND.equals(before.kind())
        || before.subject().isBlank()
        || rest.size() > MOST_PLACE_WORDS
        || rest.size() != original.size()) {
      return null;
    }
    String[] place = before.subject().toLowerCase(java.util.Locale.ROOT).split("\\s+");
    if (rest.size() <= place.length || !rest.subList(0, place.length).equals(List.of(place))) {
      return null;
    }
    for (String w : rest.subList(place.length, rest.size())) {
      if (FollowUpWords.TIME_CORE.contains(w)
          || FollowUpWords.THERE.contains(w)
          || w.matches(".*\\d.*")) {
        return null;
      }
    }
    return List.of(
        new Intent(
            dev.vex.grounding.weather.WeatherFetcher.KIND,
            String.join(" ", original),
            before.parameters(),
            before.mode(),
            before.confidence(),
            "the place named just before, as the correction names it in full"));
  }
}
