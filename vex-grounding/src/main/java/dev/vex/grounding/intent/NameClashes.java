package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A name two rules read: which reading stands (a coin or a place, a ticker or a state, a company or
 * its product, a coin or a team, a subject or a longer one that begins with it, a rate in kroner or
 * one another intent implies).
 */
final class NameClashes {
  private NameClashes() {}

  /** Whether a coin named by an everyday word ("near") stands right before a weather place. */
  static boolean beforeAPlace(Utterance u, Intent coin, List<Intent> all) {
    var c = dev.vex.grounding.internal.Coins.bySymbol(coin.subject());
    if (c.isEmpty() || !c.get().everydayWord()) {
      return false;
    }
    String word = c.get().symbol().toLowerCase(Locale.ROOT);
    for (Intent w : all) {
      if (WeatherFetcher.KIND.equals(w.kind()) && !w.subject().isEmpty()) {
        String place = w.subject().split(" ")[0].toLowerCase(Locale.ROOT);
        for (int k = 0; k + 1 < u.lowerWords.size(); k++) {
          if (u.lowerWords.get(k).equals(word)
              && !u.words.get(k).equals(coin.subject())
              && u.lowerWords.get(k + 1).equals(place)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Whether a ticker is the US state a weather place ends with ("Springfield IL" and "IL"). */
  static boolean stateOfAPlace(String ticker, List<Intent> all) {
    if (ticker.length() != 2) {
      return false;
    }
    for (Intent w : all) {
      if (WeatherFetcher.KIND.equals(w.kind()) && w.subject().endsWith(" " + ticker)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The products a company's name begins ("Microsoft Teams", "Apple Music", "Amazon Prime"): the
   * product, not the company's shares, unless the message speaks of shares.
   */
  private static final Set<String> PRODUCTS = WordLists.set("NameClashes.PRODUCTS");

  static final Set<String> SHARE_WORDS = WordLists.set("NameClashes.SHARE_WORDS");

  /**
   * Whether a would-be company is the last word of a coin's name of two words in the message: "what
   * is shiba inu trading at" asks for one coin, not for a share of "inu" besides.
   */
  static boolean endsACoinName(Utterance u, String company) {
    String name = company.toLowerCase(Locale.ROOT);
    for (int k = 1; k < u.lowerWords.size(); k++) {
      if (u.lowerWords.get(k).equals(name)
          && dev.vex.grounding.internal.Coins.byName(u.lowerWords.get(k - 1) + " " + name)
              .isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** Words after a name that make it a team's side: "the Norwegian women's team". */
  private static final Set<String> SIDES = WordLists.set("NameClashes.SIDES");

  /**
   * Whether a would-be company ("Norwegian") is written right before the word of a team's side
   * ("how did the Norwegian women's team do"), and the message speaks of no shares: the team.
   */
  static boolean namesASide(Utterance u, String company) {
    if (u.hasAnyWord(SHARE_WORDS)) {
      return false;
    }
    String name = company.toLowerCase(Locale.ROOT);
    for (int k = 0; k + 1 < u.lowerWords.size(); k++) {
      if (u.lowerWords.get(k).equals(name) && SIDES.contains(u.lowerWords.get(k + 1))) {
        return true;
      }
    }
    return false;
  }

  static boolean productOf(Utterance u, String company) {
    if (u.hasAnyWord(SHARE_WORDS)) {
      return false;
    }
    String name = company.toLowerCase(Locale.ROOT);
    for (int k = 0; k + 1 < u.lowerWords.size(); k++) {
      if (u.lowerWords.get(k).equals(name) && PRODUCTS.contains(u.lowerWords.get(k + 1))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a ticker is a team's short name that the sports rule read as one of these intents'
   * teams ("Brann og RBK, hvordan gikk det?": RBK is Rosenborg there, not a share; session 28).
   */
  static boolean tickerNamesATeam(String ticker, List<Intent> all) {
    String team = Lexicon.TEAMS.get(ticker.toLowerCase(Locale.ROOT));
    if (team == null) {
      return false;
    }
    for (Intent t : all) {
      if (dev.vex.grounding.sports.SportsFetcher.KIND.equals(t.kind())
          && t.subject().equals(team)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a coin's name is the name of one of these teams ("Avalanche"). */
  static boolean namesATeam(Intent coin, List<Intent> teams) {
    if (teams.isEmpty()) {
      return false;
    }
    var c = dev.vex.grounding.internal.Coins.bySymbol(coin.subject());
    if (c.isEmpty()) {
      return false;
    }
    String team = Lexicon.TEAMS.get(c.get().name().toLowerCase(Locale.ROOT));
    for (Intent t : teams) {
      if (t.subject().equals(team)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Drops a rate in kroner that only names the currency another intent already reads: "euro in
   * pounds" is EUR/GBP, not EUR/NOK too; "bitcoin i euro" is bitcoin priced in euros.
   */
  static void dropImpliedKrone(Utterance u, List<Intent> out) {
    boolean[] drop = new boolean[out.size()];
    for (int k = 0; k < drop.length; k++) {
      drop[k] = impliedKrone(out.get(k), out) && !pairWritten(u, out.get(k));
    }
    IntentLists.removeMarked(out, drop);
  }

  /**
   * Whether the rate's pair is written out by its codes ("eth price and usd to nok"): then the
   * krone is asked, not implied.
   */
  private static boolean pairWritten(Utterance u, Intent rate) {
    String[] codes = rate.subject().toLowerCase(java.util.Locale.ROOT).split("/");
    if (codes.length != 2) {
      return false;
    }
    for (String join : new String[] {" to ", " til ", " in ", " i ", " mot "}) {
      if (u.lower.contains(codes[0] + join + codes[1])) {
        return true;
      }
    }
    // "bitcoin in euros and the euro to nok rate", "eth i euro og euro til kroner": the pair
    // written out by the currencies' names
    List<String> w = u.lowerWords;
    for (int k = 0; k + 2 < w.size(); k++) {
      if (PAIR_JOINS.contains(w.get(k + 1))
          && names(w.get(k), codes[0])
          && names(w.get(k + 2), codes[1])) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> PAIR_JOINS = Set.of("to", "til", "in", "i", "mot", "against");

  /** Whether a word is the currency's code or one of its names in {@link Lexicon#CURRENCIES}. */
  private static boolean names(String word, String code) {
    return word.equals(code) || code.toUpperCase(Locale.ROOT).equals(Lexicon.CURRENCIES.get(word));
  }

  private static boolean impliedKrone(Intent i, List<Intent> out) {
    if (!CurrencyFetcher.KIND.equals(i.kind())
        || !i.subject().endsWith("/NOK")
        || !i.parameters().isEmpty()) {
      return false;
    }
    String from = i.subject().substring(0, i.subject().indexOf('/'));
    for (Intent o : out) {
      if (o != i
          && (CurrencyFetcher.KIND.equals(o.kind())
                  && (o.subject().startsWith(from + "/") || o.subject().endsWith("/" + from))
                  && !o.subject().endsWith("/NOK")
              || CryptoFetcher.KIND.equals(o.kind())
                  && from.equals(o.parameters().get(CryptoFetcher.CURRENCY)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Drops a subject whose words begin or end another subject of its kind ("Kongsberg" beside
   * "Kongsberg Gruppen").
   */
  static void dropPrefixes(List<Intent> out) {
    boolean[] drop = new boolean[out.size()];
    for (int k = 0; k < drop.length; k++) {
      drop[k] = prefixOfAnother(out.get(k), out);
    }
    IntentLists.removeMarked(out, drop);
  }

  private static boolean prefixOfAnother(Intent i, List<Intent> out) {
    String a = i.subject().toLowerCase(Locale.ROOT);
    if (a.isEmpty()) {
      return false;
    }
    for (Intent o : out) {
      String b = o.subject().toLowerCase(Locale.ROOT);
      if (o != i
          && o.kind().equals(i.kind())
          && b.length() > a.length()
          && (b.startsWith(a + " ") || b.endsWith(" " + a))) {
        return true;
      }
    }
    return false;
  }
}
