package dev.vex.grounding.intent;

import java.util.List;
import java.util.Set;

/**
 * Words of a trigger used for something that is no live figure (session 29, #21): a course's price
 * ("kursen på Statens vegvesen er dyr": "kurs" is a course, said to be dear, not a share's quote,
 * which is high or low) and a coin's fixed supply ("the total supply of bitcoin is 21 million,
 * right?", "maks antall bitcoin"): a number set in the coin's code, not its market. Each test looks
 * first for a word the form cannot be without, so a message without it costs one set look-up per
 * word.
 */
final class FixedNotLive {
  private FixedNotLive() {}

  private static final Set<String> COURSE = Set.of("kurs", "kursen", "kurset");

  /** What is said of a course (its price, how full or good it is), never of a share. */
  private static final Set<String> OF_A_COURSE =
      Set.of(
          "dyr",
          "dyrt",
          "billig",
          "billigt",
          "gratis",
          "fullt",
          "full",
          "fullbooket",
          "kjedelig",
          "nyttig",
          "lærerikt",
          "lærerik",
          "vanskelig",
          "lett",
          "grei",
          "bra",
          "gøy",
          "morsomt");

  private static final Set<String> IS = Set.of("er", "var", "e", "blir", "ble");

  /** Whether the message says of a course that it is dear, cheap, full or good. */
  static boolean course(Utterance u) {
    List<String> w = u.lowerWords;
    int k = u.indexOf(COURSE);
    if (k < 0) {
      return false;
    }
    for (int j = k + 1; j + 1 < w.size(); j++) {
      if (IS.contains(w.get(j))) {
        return OF_A_COURSE.contains(w.get(j + 1))
            || j + 2 < w.size() && "så".equals(w.get(j + 1)) && OF_A_COURSE.contains(w.get(j + 2));
      }
    }
    return false;
  }

  /** Phrases of a coin's fixed supply. */
  private static final List<String> FIXED_SUPPLY =
      List.of(
          "total supply",
          "max supply",
          "maximum supply",
          "supply cap",
          "hard cap",
          "maks antall",
          "maksimalt antall",
          "totalt antall",
          "21 million",
          "21 millioner");

  /** Words of now that make a supply a live figure ("circulating supply right now"). */
  private static final Set<String> NOW =
      Set.of(
          "now", "today", "rn", "currently", "nå", "idag", "circulating", "sirkulasjon", "omløp");

  /** Whether the message speaks of a coin's fixed supply, not of a figure now. */
  static boolean fixedSupply(Utterance u) {
    return (u.lower.contains("supply")
            || u.lower.contains("cap")
            || u.lower.contains("antall")
            || u.lower.contains("21 milli"))
        && u.hasAnyPhrase(FIXED_SUPPLY)
        && !u.hasAnyWord(NOW)
        && !u.hasAnyWord(Lexicon.PRICE_WORDS);
  }
}
