package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpText.strip;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A coin by its rank, right after a coin's price was asked (#21, session 30): "and the second?",
 * "og nummer to?", "og den som er nummer tre?", "and the coin just below it in market cap?". The
 * coin is not named and the ranking changes (DEFINITIONS.md, session 30), so the ask is read as the
 * single-message rule reads the rank ("price of the number 2 coin now?"), and as a coin ask with an
 * empty subject where that rule reads none. "Below it" counts from the coin before when its rank is
 * known (Bitcoin first, Ethereum second). Every word of the message must be a word of rank or of
 * the few that may stand beside one ("the", "coin", "in market cap"; since session 35 also "which",
 * "hvilken", "who's", "right now": "what's number two right now?", "hvilken er nummer to nå"), so
 * "the second time?" or "and the second biggest exchange?" read nothing. Pre-check: a coin asked
 * just before and at most {@link #MOST_WORDS} words; then one pass over the words.
 */
final class FollowUpRank {
  private FollowUpRank() {}

  /** The longest message read. */
  static final int MOST_WORDS = 10;

  /** Ordinals written as words or with their ending ("second", "3rd", "tredje"). */
  private static final Map<String, Integer> ORDINALS =
      Map.ofEntries(
          Map.entry("second", 2),
          Map.entry("2nd", 2),
          Map.entry("third", 3),
          Map.entry("3rd", 3),
          Map.entry("fourth", 4),
          Map.entry("4th", 4),
          Map.entry("fifth", 5),
          Map.entry("5th", 5),
          Map.entry("tredje", 3),
          Map.entry("fjerde", 4),
          Map.entry("femte", 5),
          Map.entry("nest", 2));

  /** Numbers after "number"/"nummer" ("number two", "nummer tre", "nr 3"). */
  private static final Map<String, Integer> NUMBERS =
      Map.ofEntries(
          Map.entry("1", 1),
          Map.entry("2", 2),
          Map.entry("3", 3),
          Map.entry("4", 4),
          Map.entry("5", 5),
          Map.entry("one", 1),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("en", 1),
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5));

  /** Words that introduce a number of a rank. */
  private static final Set<String> NUMBER_WORDS = Set.of("number", "nummer", "nr", "no");

  /** Words that make the rank one below the coin before ("just below it", "rett under den"). */
  private static final Set<String> BELOW = Set.of("below", "under", "behind", "bak");

  /** Words that stand for the coin before after "below". */
  private static final Set<String> IT = Set.of("it", "that", "that one", "den", "det", "han");

  /** Words that may stand beside a rank. */
  private static final Set<String> BESIDE = WordLists.set("FollowUpRank.BESIDE");

  /**
   * The coin of the rank the message names, asked as a coin's price; null when the message is no
   * rank alone or no coin was asked just before.
   */
  static List<Intent> read(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    if (u.words.size() > MOST_WORDS) {
      return null;
    }
    Intent coin = null;
    for (Intent i : previous.intents()) {
      if (CryptoFetcher.KIND.equals(i.kind()) && i.isAsk()) {
        coin = i;
        break;
      }
    }
    if (coin == null) {
      return null;
    }
    List<String> w = new ArrayList<>();
    for (String word : u.lowerWords) {
      String s = strip(word);
      if (!s.isEmpty()) {
        w.add(s);
      }
    }
    int rank = 0;
    boolean below = false;
    for (int k = 0; k < w.size(); k++) {
      String s = w.get(k);
      if (ORDINALS.containsKey(s)) {
        rank = ORDINALS.get(s);
      } else if (NUMBER_WORDS.contains(s)
          && k + 1 < w.size()
          && NUMBERS.containsKey(w.get(k + 1))) {
        rank = NUMBERS.get(w.get(k + 1));
        k++;
      } else if (BELOW.contains(s) && k + 1 < w.size() && IT.contains(w.get(k + 1))) {
        below = true;
        k++;
      } else if (!BESIDE.contains(s)) {
        return null;
      }
    }
    if (below && rank == 0) {
      String s = coin.subject();
      rank = "BTC".equals(s) ? 2 : "ETH".equals(s) ? 3 : -1;
    }
    if (rank == 0) {
      return null;
    }
    List<Intent> read = new ArrayList<>();
    if (rank == 1 || rank == 2) {
      for (Intent i : c.classify("price of the number " + rank + " coin now?")) {
        if (CryptoFetcher.KIND.equals(i.kind()) && i.isAsk()) {
          read.add(i);
        }
      }
    }
    if (read.isEmpty()) {
      read.add(new Intent(CryptoFetcher.KIND, "", Map.of()));
    }
    List<Intent> out = new ArrayList<>(read.size());
    for (Intent i : read) {
      out.add(i.withMode(Intent.Mode.ASK, 0.8, "a coin by its rank, after a coin's price"));
    }
    return List.copyOf(out);
  }
}
