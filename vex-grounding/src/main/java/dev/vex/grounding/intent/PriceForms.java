package dev.vex.grounding.intent;

import java.util.List;

/**
 * Value questions that begin as a definition does: "what does TRX cost", "what are Hydro shares
 * trading at", "what is a dollar in euros". Moved out of {@link AskCues} unchanged.
 */
final class PriceForms {
  private PriceForms() {}

  /** The verbs of a price after "what does/do X": "cost", "trade at", "sell for", "go for". */
  private static final java.util.Map<String, String> PRICE_VERBS =
      java.util.Map.of(
          "cost", "",
          "costs", "",
          "trade", "at",
          "trading", "at",
          "sell", "for",
          "go", "for",
          "going", "for",
          "come", "to");

  /** Words that may end a question of price after its verb: "in dollars", "these days". */
  private static final java.util.Set<String> PRICE_TAILS = WordLists.set("PriceForms.list");

  /**
   * "What does TRX cost?", "what do Apple shares sell for", "what does dogecoin trade at": a price
   * asked with "what does/do", which otherwise begins a definition ("what does HODL mean"). The
   * verb comes within five words of "does"/"do", and only a currency, "these days" or nothing
   * follows it ("what does it cost to mine a bitcoin" asks a cost, not a price).
   */
  static boolean priceVerb(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() < 4
        || !w.get(0).equals("what")
        || !(w.get(1).equals("does") || w.get(1).equals("do"))) {
      return false;
    }
    for (int i = 3; i < w.size() && i <= 7; i++) {
      String prep = PRICE_VERBS.get(w.get(i));
      if (prep == null) {
        continue;
      }
      int at = i + 1;
      if (!prep.isEmpty()) {
        if (at >= w.size() || !w.get(at).equals(prep)) {
          return false;
        }
        at++;
      }
      if (w.size() - at > 2) {
        return false;
      }
      for (int k = at; k < w.size(); k++) {
        if (!PRICE_TAILS.contains(w.get(k)) && !currencyWord(w.get(k))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** A price asked by where a thing trades now: "trading at", "going for", "selling for". */
  private static final java.util.Map<String, String> TRADING =
      java.util.Map.of("trading", "at", "going", "for", "selling", "for", "changing", "hands");

  /**
   * "What are Norsk Hydro shares trading at", "what is the forint trading at vs the euro", "what
   * are shares of Intel going for": a price asked with "what are/is", which otherwise begins a
   * definition (#21, session 20). The verb and its word come from the third to the eighth word, and
   * at most four words follow ("vs the euro", "right now").
   */
  static boolean tradingAt(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() < 5
        || !w.get(0).equals("what")
        || !(w.get(1).equals("are") || w.get(1).equals("is"))) {
      return false;
    }
    for (int i = 3; i + 1 < w.size() && i <= 7; i++) {
      String prep = TRADING.get(w.get(i));
      if (prep != null && w.get(i + 1).equals(prep)) {
        return w.size() - (i + 2) <= 4;
      }
    }
    return false;
  }

  /** Currency names beside {@link Lexicon#CURRENCIES}, for the conversion form only. */
  private static final java.util.Set<String> MORE_CURRENCIES = WordLists.set("PriceForms.list.2");

  private static boolean currencyWord(String lower) {
    return Lexicon.CURRENCIES.containsKey(lower) || MORE_CURRENCIES.contains(lower);
  }

  static final java.util.Set<String> ONE_UNIT = WordLists.set("PriceForms.list.3");

  /**
   * "What is a dollar in euros?", "hva er en euro i kroner": one unit of a currency in another, a
   * conversion, though it begins as a definition does ("what is a …"). Both words must name
   * currencies ("what is a pound in kilograms" is a definition); at most one word (a currency's
   * adjective, "now") follows the second.
   */
  static boolean conversion(Utterance u) {
    List<String> w = u.lowerWords;
    int h;
    if (w.size() >= 5 && w.get(0).equals("what") && w.get(1).equals("is")
        || w.size() >= 5 && w.get(0).equals("hva") && w.get(1).equals("er")) {
      h = 2;
    } else if (w.size() >= 4 && (w.get(0).equals("what's") || w.get(0).equals("whats"))) {
      h = 1;
    } else {
      return false;
    }
    if (!ONE_UNIT.contains(w.get(h)) || !currencyWord(w.get(h + 1))) {
      return false;
    }
    int to = h + 2;
    if (to >= w.size() || !java.util.Set.of("in", "i", "to", "til").contains(w.get(to))) {
      return false;
    }
    int rest = w.size() - to - 1;
    return rest >= 1
        && rest <= 2
        && (currencyWord(w.get(to + 1)) || rest == 2 && currencyWord(w.get(to + 2)));
  }
}
