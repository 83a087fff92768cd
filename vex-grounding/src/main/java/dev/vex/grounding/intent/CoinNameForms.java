package dev.vex.grounding.intent;

/**
 * Questions of a coin's name or a term of its workings, not its price: "is it called POL now",
 * "what is gas in ethereum?". Moved out of {@link AskCues} unchanged.
 */
final class CoinNameForms {
  private CoinNameForms() {}

  /** Words of a name: "heter den ikke POL nå?", "is it called POL now". */
  private static final java.util.Set<String> NAME_WORDS = WordLists.set("CoinNameForms.list");

  /** Words that name a price, which keep a question with a word of a name an ask. */
  private static final java.util.Set<String> PRICE_NAMES = WordLists.set("CoinNameForms.list.2");

  /** "oh wait it's POL now, right?", "den er POL nå, ikke sant?": which name a coin goes by. */
  private static final java.util.regex.Pattern IT_IS_NOW =
      java.util.regex.Pattern.compile(
          "(?:(?:oh|wait|so|ok|okay|and|but|ah|hmm|å|og|men|vent)[ ,.]+)*"
              + "(?:it's|it’s|its|it is|is it|den er|er den|det er|er det) (\\S+) (?:now|nå)"
              + "(?:,? (?:right|ikke sant|sant|eller|or))?\\s*\\??");

  /**
   * Whether the message asks which name a coin goes by, not its price (#21, session 24; read by the
   * gate, {@link AskCues#aboutIt}, not by the ask model's tables): a word of a name beside a coin
   * ("heter den ikke POL nå?", "is it called POL now?"), or "it's POL now, right?"; a word of a
   * price keeps it an ask ("what's the price of the coin called POL").
   */
  static boolean coinName(Utterance u) {
    if (u.hasAnyWord(NAME_WORDS)) {
      return !u.hasAnyWord(PRICE_NAMES)
          && !PriceForms.priceVerb(u)
          && !Lexicon.valueAt(u)
          && !CryptoRule.coins(u).isEmpty();
    }
    if (!u.hasAnyWord(NOW_WORDS)) {
      return false;
    }
    java.util.regex.Matcher m = IT_IS_NOW.matcher(u.lower.strip());
    return m.matches()
        && (dev.vex.grounding.internal.Coins.byName(m.group(1)).isPresent()
            || dev.vex.grounding.internal.Coins.bySymbol(m.group(1)).isPresent());
  }

  private static final java.util.Set<String> NOW_WORDS = java.util.Set.of("now", "nå");

  static final java.util.regex.Pattern TERM_IN =
      java.util.regex.Pattern.compile(
          "^(?:what is|what's|whats|hva er|ka e|kva er) (\\p{L}[\\p{L} -]{1,40}?) (?:in|i|på) (\\p{L}+)\\s*[?.!]*$");

  /** Words of a figure: "what is the price in bitcoin" asks one. */
  private static final java.util.Set<String> FIGURE_WORDS = WordLists.set("CoinNameForms.list.3");

  /** {@link #TERM_IN}'s heads, each with the space after it. */
  private static final String[] TERM_HEADS = {
    "what is ", "what's ", "whats ", "hva er ", "ka e ", "kva er "
  };

  /**
   * What {@link #TERM_IN} cannot match without, checked before running it (#23): a message that
   * begins with one of its heads and holds " in ", " i " or " på ". The common question ("what is
   * the bitcoin price?") lacks the second and never runs the expression.
   */
  static boolean mayBeATermIn(String lower) {
    boolean head = false;
    for (String h : TERM_HEADS) {
      head |= lower.startsWith(h);
    }
    return head && (lower.contains(" in ") || lower.contains(" i ") || lower.contains(" på "));
  }

  /**
   * "what is gas in ethereum?", "hva er proof of work i bitcoin?": a term of a coin's workings, a
   * definition, not its figure (no amount, no figure word; the coin last).
   */
  static boolean termOfACoin(Utterance u) {
    if (u.lower.length() > 80 || !mayBeATermIn(u.lower)) {
      return false;
    }
    java.util.regex.Matcher m = TERM_IN.matcher(u.lower);
    if (!m.find()) {
      return false;
    }
    for (String w : m.group(1).split("[ -]+")) {
      if (FIGURE_WORDS.contains(w) || PriceForms.ONE_UNIT.contains(w)) {
        return false;
      }
    }
    String coin = m.group(2);
    return dev.vex.grounding.internal.Coins.byName(coin).isPresent()
        || dev.vex.grounding.internal.Coins.bySymbol(coin.toUpperCase(java.util.Locale.ROOT))
            .isPresent();
  }
}
