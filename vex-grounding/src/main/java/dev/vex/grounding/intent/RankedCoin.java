package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A coin asked for by its rank by market value, not by its name (session 29, #21): "whats the
 * biggest coin at rn", "price of the number 2 coin by market cap", "største krypto nå, pris?", "hva
 * koster nest største coin etter markedsverdi", "the third biggest coin now". The intent has an
 * empty subject (DEFINITIONS.md, session 30: the coin is not named and the rank changes), so the
 * source gives the coins by market value and the answer names the one at that rank. A word of
 * crypto, a word of rank and a word of a price or of now must all be there: "the biggest coin ever
 * minted", "what is the biggest crypto?" (which one, not its price), "the biggest coin in 2017" (a
 * year) and the metal coins of a collection stay nothing. Read after the ask model ({@link
 * LateForms}), so the model's candidates and out-of-fold figures do not move. Linear in the
 * message's words.
 */
final class RankedCoin {
  private RankedCoin() {}

  /** Nouns of crypto, one of which the message must hold. */
  private static final Set<String> CRYPTO = WordLists.set("RankedCoin.CRYPTO");

  /** Words of the first rank. */
  private static final Set<String> FIRST =
      Set.of("biggest", "largest", "største", "størst", "#1", "no1", "nr1");

  /** Words before "største"/"biggest" that make it the second rank. */
  private static final Set<String> SECOND_BEFORE = Set.of("nest", "second", "2nd", "andre");

  /** Words before "største"/"biggest" of a rank below the second. */
  private static final Set<String> LOWER_BEFORE = WordLists.set("RankedCoin.LOWER_BEFORE");

  /** Ranks from 3 to 10 after a word of number: "number 3 coin", "nr tre krypto". */
  private static final Set<String> LOWER_NUMBERS = WordLists.set("RankedCoin.LOWER_NUMBERS");

  /** Words of number before 1 or 2: "number 2", "nr 2", "nummer 1". */
  private static final Set<String> NUMBER = Set.of("number", "no", "nr", "nummer", "#");

  /** Words of a price or of now (or of ranking by market value). */
  private static final Set<String> PRICE_OR_NOW = WordLists.set("RankedCoin.PRICE_OR_NOW");

  /** Words of metal coins or of the past that make the message no ask. */
  private static final Set<String> NOT_LIVE = WordLists.set("RankedCoin.NOT_LIVE");

  /** The coin asked for by its rank, or null. */
  static Intent ask(Utterance u) {
    // the cheap test first: a noun of crypto (#23), or a rank asked by market value alone
    boolean byCap = !u.hasAnyWord(CRYPTO) && u.hasAnyWord(CAP) && numberByCap(u.lowerWords);
    if (!(byCap || u.hasAnyWord(CRYPTO)) || !u.hasAnyWord(PRICE_OR_NOW) || u.hasAnyWord(NOT_LIVE)) {
      return null;
    }
    int rank = byCap ? 3 : rank(u.lowerWords);
    if (rank == 0 || year(u.lowerWords) || u.hasAnyWord(MOVERS)) {
      return null;
    }
    return new Intent(CryptoFetcher.KIND, "", Map.of())
        .withMode(Intent.Mode.ASK, 0.9, "asks the price of a coin by its rank by market value");
  }

  /** Words of a market value: "market cap", "mcap", "markedsverdi". */
  private static final Set<String> CAP = Set.of("cap", "mcap", "markedsverdi", "markedsverdien");

  /**
   * Words of shares, companies or of a place among which a rank would be a company's, not a coin's
   * ("number five by market cap among US companies", "nummer to på Oslo Børs").
   */
  private static final Set<String> NOT_COINS = WordLists.set("RankedCoin.NOT_COINS");

  /**
   * Whether a coin is asked by its rank by market value with no noun of crypto ("what's number five
   * by market cap right now", "hva er nummer tre etter markedsverdi nå"; DEFINITIONS, session 30: a
   * coin by its rank is {@code crypto:}, and tune19 and tune20 write it so): a word asking which
   * one first, then a word of number, a rank and "by"/"etter"/"på" before the market value. A word
   * of companies, shares or another list makes it no coin's rank.
   */
  private static boolean numberByCap(List<String> w) {
    if (w.isEmpty() || !WHICH.contains(w.get(0))) {
      return false;
    }
    for (int k = 1; k + 2 < w.size(); k++) {
      if (NUMBER.contains(w.get(k))
          && (LOWER_NUMBERS.contains(w.get(k + 1))
              || w.get(k + 1).equals("1")
              || w.get(k + 1).equals("2")
              || w.get(k + 1).equals("one")
              || w.get(k + 1).equals("two")
              || w.get(k + 1).equals("en")
              || w.get(k + 1).equals("to"))
          && BY.contains(w.get(k + 2))) {
        for (String s : w) {
          if (NOT_COINS.contains(s)) {
            return false;
          }
        }
        return true;
      }
    }
    return false;
  }

  /** Words between a rank and the market value: "by market cap", "etter markedsverdi". */
  private static final Set<String> BY = Set.of("by", "in", "etter", "på", "i");

  /** Words of the day's biggest move, not of size: "biggest gainer in the top 10 crypto". */
  private static final Set<String> MOVERS = WordLists.set("RankedCoin.MOVERS");

  /**
   * 1, 2, or 3 for any rank below, that the words name right before a noun of crypto ("biggest
   * coin", "nest største coin", "number 2 coin", "den største kryptoen", "third biggest coin"), or
   * 0.
   */
  private static int rank(List<String> w) {
    int asked = whichIsNumber(w);
    if (asked > 0) {
      return asked;
    }
    for (int k = 0; k < w.size(); k++) {
      if (!(k + 1 < w.size() && CRYPTO.contains(w.get(k + 1)))) {
        continue;
      }
      String s = w.get(k);
      String before = k > 0 ? w.get(k - 1) : "";
      if (FIRST.contains(s)) {
        return SECOND_BEFORE.contains(before) ? 2 : LOWER_BEFORE.contains(before) ? 3 : 1;
      }
      if (s.equals("#2") || s.equals("nr2")) {
        return 2;
      }
      if (NUMBER.contains(before) && (s.equals("1") || s.equals("one") || s.equals("en"))) {
        return 1;
      }
      if (NUMBER.contains(before) && (s.equals("2") || s.equals("two") || s.equals("to"))) {
        return 2;
      }
      if (NUMBER.contains(before) && LOWER_NUMBERS.contains(s)) {
        return 3;
      }
    }
    return 0;
  }

  /** Words that ask which one: "which coin is number four", "hvilken krypto er nummer to". */
  private static final Set<String> WHICH = WordLists.set("RankedCoin.WHICH");

  /** Words of being between the noun and the rank: "is", "er", "'s". */
  private static final Set<String> IS = Set.of("is", "er", "'s", "e", "ligger", "sits");

  /**
   * The rank of a coin asked for by which one holds it ("which coin is number four now", "hvilken
   * krypto er nummer 2 nå", "what crypto is no 3 by market cap"): 1, 2, 3 for any rank below, or 0.
   * A word of asking which before the noun of crypto, a word of being and a word of number after
   * it, then the rank.
   */
  private static int whichIsNumber(List<String> w) {
    for (int k = 1; k + 3 < w.size(); k++) {
      if (!CRYPTO.contains(w.get(k))
          || !WHICH.contains(w.get(k - 1))
          || !IS.contains(w.get(k + 1))
          || !NUMBER.contains(w.get(k + 2))) {
        continue;
      }
      String s = w.get(k + 3);
      if (s.equals("1") || s.equals("one") || s.equals("en") || s.equals("én")) {
        return 1;
      }
      if (s.equals("2") || s.equals("two") || s.equals("to")) {
        return 2;
      }
      if (LOWER_NUMBERS.contains(s)) {
        return 3;
      }
    }
    return 0;
  }

  /** Whether a word is a year from 1900 to 2099: the rank then is the rank in that year. */
  private static boolean year(List<String> w) {
    for (String s : w) {
      if (s.length() == 4
          && (s.startsWith("19") || s.startsWith("20"))
          && s.chars().allMatch(Character::isDigit)) {
        return true;
      }
    }
    return false;
  }
}
