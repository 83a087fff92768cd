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
  private static final Set<String> OF_A_COURSE = WordLists.set("FixedNotLive.OF_A_COURSE");

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
  private static final List<String> FIXED_SUPPLY = WordLists.list("FixedNotLive.FIXED_SUPPLY");

  /** Words of now that make a supply a live figure ("circulating supply right now"). */
  private static final Set<String> NOW = WordLists.set("FixedNotLive.NOW");

  /**
   * How many of a coin there will be, a count set in its code (session 33): "how many bitcoin will
   * there ever be", "hvor mange bitcoin kommer det til å finnes", "kor mange bitcoin vil det
   * finnast".
   */
  private static final List<String> COUNT_TO_COME = WordLists.list("FixedNotLive.COUNT_TO_COME");

  /** The heads of a count of coins: "how many", "hvor mange", "kor mange". */
  private static final List<String> COUNT_HEADS = List.of("how many", "hvor mange", "kor mange");

  /** Whether the message speaks of a coin's fixed supply, not of a figure now. */
  static boolean fixedSupply(Utterance u) {
    return ((u.lower.contains("supply")
                    || u.lower.contains("cap")
                    || u.lower.contains("antall")
                    || u.lower.contains("21 milli"))
                && u.hasAnyPhrase(FIXED_SUPPLY)
            || countToCome(u))
        && !u.hasAnyWord(NOW)
        && !u.hasAnyWord(Lexicon.PRICE_WORDS);
  }

  /** "how many … will there ever be": the cheap test is the count's head. */
  private static boolean countToCome(Utterance u) {
    return (u.lower.contains("how many")
            || u.lower.contains("hvor mange")
            || u.lower.contains("kor mange"))
        && u.hasAnyPhrase(COUNT_HEADS)
        && u.hasAnyPhrase(COUNT_TO_COME);
  }

  /**
   * Words that say "ever": a record over all time. Not "all-time high" alone: "how far below its
   * all-time high is XRP?" asks today's price against it.
   */
  private static final List<String> EVER =
      List.of(
          "ever",
          "noen gang",
          "nokon gong",
          "nokon gang",
          "noensinne",
          "gjennom tidene",
          "i historien");

  /** Superlatives of a price or a record. */
  private static final Set<String> EXTREME = WordLists.set("FixedNotLive.EXTREME");

  /**
   * Whether the message asks a coin's or a share's record over all time ("hva er den høyeste prisen
   * ethereum noen gang har hatt", "what's the highest tesla has ever traded at"): a fixed fact of
   * the past (tune18's decision 9: the all-time high is a record), not today's price. A superlative
   * and a word of "ever" must both be there; a word of now ("is it at its highest ever today?")
   * keeps it live.
   */
  static boolean allTime(Utterance u) {
    return (u.hasAnyWord(EXTREME) && u.hasAnyPhrase(EVER) || recordAsked(u)) && !u.hasAnyWord(NOW);
  }

  /** Names of a record over all time: "all-time high", "ATH", "rekordpris". */
  private static final List<String> RECORD_NAMES = WordLists.list("FixedNotLive.RECORD_NAMES");

  /** Words of a question whose answer is the record itself: "what's", "when was", "hva var". */
  private static final Set<String> WHAT_OR_WHEN = WordLists.set("FixedNotLive.WHAT_OR_WHEN");

  /**
   * Words that set today's price against the record ("how far below its all-time high", "is it near
   * its ATH", "hvor langt unna rekorden"): a live figure is asked after all.
   */
  private static final Set<String> AGAINST = WordLists.set("FixedNotLive.AGAINST");

  /**
   * Whether the message asks what or when a coin's or a share's record over all time is ("what's
   * bitcoin's all-time high", "when was eth's ATH", "hva er rekordprisen for solana"): DEFINITIONS'
   * session-30 decision ("bitcoin's all-time high" is {@code -}). A word of what or when and a name
   * of the record must both be there and no word that sets today's price against it ("how far below
   * its all-time high is XRP?" asks the price now).
   */
  private static boolean recordAsked(Utterance u) {
    return u.hasAnyWord(WHAT_OR_WHEN) && u.hasAnyPhrase(RECORD_NAMES) && !u.hasAnyWord(AGAINST);
  }

  /** Phrases that ask when a place of trading opens or closes. */
  private static final List<String> WHEN_OPEN = WordLists.list("FixedNotLive.WHEN_OPEN");

  /** Words of opening or closing, or of hours, one of which must follow "when does …". */
  private static final Set<String> OPEN_CLOSE = WordLists.set("FixedNotLive.OPEN_CLOSE");

  /**
   * Whether the message asks when an exchange opens or closes ("what time does the New York Stock
   * Exchange open", "når åpner Oslo Børs"): its hours, not a price (session 30). "How did Frontline
   * close today?" asks the day's move and has no such phrase.
   */
  static boolean tradingHours(Utterance u) {
    return u.hasAnyWord(OPEN_CLOSE) && u.hasAnyPhrase(WHEN_OPEN);
  }

  /** Words of a season, whose tally is no latest result. */
  private static final Set<String> SEASON =
      Set.of("season", "seasons", "sesong", "sesongen", "sesonger", "career", "karrieren");

  /** Phrases that count something over a time. */
  private static final List<String> HOW_MANY =
      List.of("how many", "hvor mange", "kor mange", "kor mykje", "how much");

  /**
   * Whether the message counts a player's or a team's tally over a season or a career ("how many
   * goals did Haaland score last season", "hvor mange mål scoret Brann forrige sesong"): a
   * statistic, not the latest match's result (session 30).
   */
  static boolean seasonTally(Utterance u) {
    return u.hasAnyWord(SEASON) && u.hasAnyPhrase(HOW_MANY);
  }

  /** Phrases that call something a recipe for an outcome: "er en sikker oppskrift på krangel". */
  private static final List<String> A_RECIPE_FOR = WordLists.list("FixedNotLive.A_RECIPE_FOR");

  /**
   * Whether a statement calls something a recipe for an outcome ("det er en sikker oppskrift på
   * krangel", "that plan is a recipe for disaster"): an idiom, not a dish asked for (session 30). A
   * question or a request ("hva er oppskriften på kransekake", "what is a recipe for flapjacks", "I
   * need a recipe for…") is not one: a message without a question mark that does not open with a
   * question word, a request or the user's "I".
   */
  static boolean recipeIdiom(Utterance u) {
    return u.original.indexOf('?') < 0
        && !u.lowerWords.isEmpty()
        && !QUESTION_OR_REQUEST.contains(u.lowerWords.get(0))
        && u.hasAnyPhrase(A_RECIPE_FOR);
  }

  /**
   * First words of a question or a request written without "?": "hva er en god oppskrift på
   * lasagne", "what is a recipe for flapjacks".
   */
  private static final Set<String> QUESTION_OR_REQUEST =
      WordLists.set("FixedNotLive.QUESTION_OR_REQUEST");
}
