package dev.vex.grounding.intent;

import java.util.Set;

/**
 * A coin whose name is an everyday word, asked in a message of a few words with no word of price
 * (session 28, #21): "tron today?", "ton i kroner", "near in dollars". Only the first word of a
 * message of at most four words is read so, and only before a time of now or a currency; "a ton in
 * dollars" and "I watched Tron today with the kids" stay words.
 */
final class CoinAlone {
  private CoinAlone() {}

  /** Words of now after a coin's name: "tron today?", "tron nå". */
  private static final Set<String> NOW = Set.of("today", "now", "nå", "idag", "rn", "atm");

  /** Whether a message of two or three words is a name and a time of now ("tron today?"). */
  static boolean now(Utterance u) {
    int n = u.words.size();
    return n >= 2 && n <= 3 && (NOW.contains(u.lowerWords.get(1)) || n == 3 && u.has("i dag"));
  }

  /**
   * Whether the word at {@code i} opens a message of three or four words and is followed by "in" or
   * "i" and a currency's name ("ton i kroner", "near in dollars"), and is no currency's name itself
   * ("sol i dollar" may be the Peruvian sol).
   */
  static boolean inACurrency(Utterance u, int i) {
    int n = u.words.size();
    if (i != 0 || n < 3 || n > 4) {
      return false;
    }
    String in = u.lowerWords.get(1);
    return (in.equals("in") || in.equals("i"))
        && CurrencyNames.isName(u.lowerWords.get(2))
        && !CurrencyNames.isName(u.lowerWords.get(0));
  }
}
