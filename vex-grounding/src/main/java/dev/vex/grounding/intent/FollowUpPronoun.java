package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Map;

/**
 * Follow-ups (see {@link FollowUp}): a word that stands for the previous subject ("when do they
 * play next?", "who created it?", "the index") replaced by the subject's name, read alone. Moved
 * from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpPronoun {
  private FollowUpPronoun() {}

  /**
   * "when do they play next?", "who created it?", "hvordan gikk indeksen?", "how windy is it
   * there?": the word that stands for the previous subject replaced by it, read alone.
   */
  static List<Intent> pronoun(
      GroundingClassifier c, Intent before, List<String> original, List<String> lower) {
    if (MARKET_KINDS.contains(before.kind()) && USED.matcher(String.join(" ", lower)).find()) {
      return null; // "do they use euros in Switzerland?": where money is used, no figure
    }
    if ((CryptoFetcher.KIND.equals(before.kind()) || StockFetcher.KIND.equals(before.kind()))
        && ALL_TIME.matcher(String.join(" ", lower)).find()) {
      return null; // "btc price" then "what's its all-time high?": a record, no live figure
    }
    if (SportsFetcher.KIND.equals(before.kind())
        && AskCues.aboutIt(new Utterance(String.join(" ", original)))) {
      // "Norge mot Italia, når er avspark" then "hvem vant sist de møttes?": their meetings gone
      // by, no match's result
      return null;
    }
    if (CryptoFetcher.KIND.equals(before.kind())
        && CoinNameForms.coinName(new Utterance(String.join(" ", original)))) {
      return null; // "matic price" then "oh wait it's POL now, right?": the coin's name, no figure
    }
    if (CurrencyFetcher.KIND.equals(before.kind())
        && !RATE_WORDS.matcher(String.join(" ", lower)).find()
        && !MOVE.matcher(String.join(" ", lower)).find()) {
      // "usd to nok" then "is it cheap?", "and in Vietnam they eat pho": a pair put for the
      // pronoun reads as a rate whatever the rest says; only a word of a rate asks for one
      return null;
    }
    boolean place = WeatherFetcher.KIND.equals(before.kind());
    boolean norwegian =
        lower.stream()
            .anyMatch(
                w -> WordLists.set("FollowUpPronoun.list").contains(w) || w.matches(".*[æøå].*"));
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (int k = 0; k < lower.size(); k++) {
      String w = lower.get(k);
      String word = original.get(k);
      int skip = 0;
      if (!replaced && place && THERE.contains(w)) {
        word = (norwegian ? "i " : "in ") + before.subject();
        replaced = true;
      } else if (!replaced
          && MARKET_KINDS.contains(before.kind())
          && (w.equals("han") || w.equals("ho"))) {
        // "ka står han i no da?": a coin or share is "han" in dialect
        word = name(before);
        replaced = true;
      } else if (!replaced
          && !place
          && STANDS_FOR.containsKey(w)
          && !(w.equals("laget") && k > 0 && MADE_BY.contains(lower.get(k - 1)))) {
        word = name(before) + STANDS_FOR.get(w);
        replaced = true;
      } else if (!replaced
          && !place
          && w.equals("the")
          && k + 1 < lower.size()
          && THE_NOUNS.contains(lower.get(k + 1))) {
        word = name(before);
        skip = 1;
        replaced = true;
      }
      sb.append(k == 0 ? "" : " ").append(word);
      k += skip;
    }
    if (!replaced) {
      return null;
    }
    List<Intent> read = same(c.classify(sb + "?"), before);
    return read.isEmpty()
        ? null
        : because(read, "names the subject of the question just before by a pronoun");
  }

  /**
   * The subject as words the rules read: a coin's name, an index's or company's name for its symbol
   * ("^GSPC" is "s&p 500"), else the subject.
   */
  static String name(Intent before) {
    String s = before.subject();
    if (CryptoFetcher.KIND.equals(before.kind())) {
      return Coins.bySymbol(s).map(Coins.Coin::name).orElse(s);
    }
    if (SportsFetcher.KIND.equals(before.kind())) {
      // a nation's side as the sports rule reads it back: "England national under-21 team" is
      // "England U21", "Norway women's national team" is "Norway women's team" (session 27)
      if (s.endsWith(" national under-21 team")) {
        return s.substring(0, s.length() - " national under-21 team".length()) + " U21";
      }
      if (s.endsWith(" women's national team")) {
        return s.substring(0, s.length() - " national team".length()) + " team";
      }
    }
    if (StockFetcher.KIND.equals(before.kind())
        && !s.isEmpty()
        && !Character.isLetter(s.charAt(0))) {
      for (Map.Entry<String, String> e : Lexicon.COMPANIES.entrySet()) {
        if (e.getValue().equals(s)) {
          return e.getKey();
        }
      }
      for (Map.Entry<String, String> e : StockRule.INDICES.entrySet()) {
        if (e.getValue().equals(s)) {
          return e.getKey(); // "^GSPC" is "s&p 500", its first name
        }
      }
    }
    return s;
  }
}
