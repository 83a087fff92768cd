package dev.vex.grounding.intent;

import dev.vex.grounding.internal.Coins;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes a message's word forms as the rules read them, before any rule runs:
 *
 * <ul>
 *   <li>Norwegian dialect question words and verbs as in bokmål ("ka e bitcoin verdt no" reads "hva
 *       er bitcoin verdt nå", "kor kaldt", "korsn", "kem laga den"); "e" and "no" only when another
 *       word of the message is Norwegian, so "vitamin e" and "no thanks" stay as they are;
 *   <li>a name with a genitive {@code s} as the name ("Teslas aksjekurs", "Moldes neste kamp",
 *       "whats teslas stock"): a word ending in {@code s} whose stem is a known company, team or
 *       place, or a coin's name of six letters or more, and that is no known name itself (nor a
 *       word of one: "Celtics", "Rangers" stay). Stems that are everyday words ("apples",
 *       "vikings", "ripples") and places that are words ("Moss") are not taken. "Nvidia's" stays:
 *       the rules read a name before {@code 's} already.
 * </ul>
 *
 * One pass over the text, one or two set lookups per word; linear in the text's length. The tables
 * are built once.
 */
final class Forms {
  private Forms() {}

  /** Dialect forms read as bokmål whatever the other words are. */
  private static final Map<String, String> DIALECT =
      Map.ofEntries(
          Map.entry("ka", "hva"),
          Map.entry("kor", "hvor"),
          Map.entry("korsn", "hvordan"),
          Map.entry("kossn", "hvordan"),
          Map.entry("koss", "hvordan"),
          Map.entry("kordan", "hvordan"),
          // "åssen blir været i morra", "kossen går det med Brann"
          Map.entry("åssen", "hvordan"),
          Map.entry("åssn", "hvordan"),
          Map.entry("kossen", "hvordan"),
          Map.entry("korsen", "hvordan"),
          Map.entry("kem", "hvem"),
          Map.entry("kæm", "hvem"),
          Map.entry("koffor", "hvorfor"),
          Map.entry("kofor", "hvorfor"),
          Map.entry("ikkje", "ikke"),
          Map.entry("æ", "jeg"),
          Map.entry("dæ", "deg"),
          Map.entry("mæ", "meg"),
          Map.entry("koste", "koster"),
          Map.entry("kosta", "koster"),
          Map.entry("laga", "lagde"),
          Map.entry("te", "til"),
          // weather words in dialect or mistyped: "korsn e vearet", "ka blir vær'e", "regnr det på
          // Voss", "regnar det i Førde", "frys det på i natt"
          Map.entry("vearet", "været"),
          Map.entry("væræ", "været"),
          Map.entry("vær'e", "været"),
          Map.entry("vær’e", "været"),
          Map.entry("regnr", "regner"),
          Map.entry("regnar", "regner"),
          Map.entry("frys", "fryser"));

  /** Dialect forms that are English or letters too: read as bokmål in a Norwegian message. */
  private static final Map<String, String> NORWEGIAN_ONLY =
      Map.of("e", "er", "no", "nå", "va", "var");

  /** Words after which a dialect "e" is "er" ("ka e", "det e"); elsewhere it can be "eg". */
  private static final Set<String> BEFORE_ER = WordLists.set("Forms.BEFORE_ER");

  /** Words that make a message Norwegian for {@link #NORWEGIAN_ONLY}. */
  private static final Set<String> NORWEGIAN = WordLists.set("Forms.NORWEGIAN");

  /** Name stems that are everyday words: their plural stays a plural. */
  private static final Set<String> EVERYDAY = WordLists.set("Forms.EVERYDAY");

  /** The first letters of the words in {@link #DIALECT} and {@link #NORWEGIAN_ONLY}. */
  private static final String DIALECT_FIRST = "kiædmltenvårf";

  /**
   * The text with dialect forms and possessive names written as the rules read them; the text
   * itself when nothing changes. A first pass over the lower-case text allocates nothing; words are
   * cut out only when they may change.
   *
   * @param text the message
   * @return the text the rules read
   */
  static String normal(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    int n = text.length();
    if (lower.length() != n || !mayChange(lower)) {
      return text;
    }
    if (quotes(lower)) {
      return text; // a text to translate or a word to explain is the user's own: kept as typed
    }
    StringBuilder out = null;
    int copied = 0;
    Boolean norwegian = null;
    int beforeFrom = 0;
    int beforeTo = 0;
    for (int i = 0; i < n; ) {
      if (!Character.isLetter(lower.charAt(i))) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && wordChar(lower.charAt(i))) {
        i++;
      }
      int len = i - s;
      String fix = null;
      if (len <= 6 && DIALECT_FIRST.indexOf(lower.charAt(s)) >= 0) {
        String w = lower.substring(s, i);
        fix = DIALECT.get(w);
        if (fix == null && NORWEGIAN_ONLY.containsKey(w)) {
          if (norwegian == null) {
            norwegian = norwegian(lower);
          }
          boolean er = !w.equals("e") || BEFORE_ER.contains(lower.substring(beforeFrom, beforeTo));
          fix = norwegian && er ? NORWEGIAN_ONLY.get(w) : null;
        }
        if (fix != null && Character.isUpperCase(text.charAt(s))) {
          fix = Character.toUpperCase(fix.charAt(0)) + fix.substring(1);
        }
      }
      if (fix == null && genitive(lower, s, i)) {
        fix = stem(text.substring(s, i), lower.substring(s, i));
      }
      beforeFrom = s;
      beforeTo = i;
      if (fix == null) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(n + 8);
      }
      out.append(text, copied, s).append(fix);
      copied = i;
    }
    return out == null ? text : out.append(text, copied, n).toString();
  }

  /** Whether any word may change: a short word of a dialect's first letters, or a genitive. */
  private static boolean mayChange(String lower) {
    int n = lower.length();
    for (int i = 0; i < n; ) {
      if (!Character.isLetter(lower.charAt(i))) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && wordChar(lower.charAt(i))) {
        i++;
      }
      if (i - s <= 6 && DIALECT_FIRST.indexOf(lower.charAt(s)) >= 0 || genitive(lower, s, i)) {
        return true;
      }
    }
    return false;
  }

  /** A word of five letters or more that ends in a plain {@code s} ("Teslas", not "Nvidia's"). */
  private static boolean genitive(String lower, int from, int to) {
    return to - from >= 5
        && lower.charAt(to - 1) == 's'
        && Character.isLetter(lower.charAt(to - 2));
  }

  /** Whether a word of the message is Norwegian. */
  private static boolean norwegian(String lower) {
    int n = lower.length();
    for (int i = 0; i < n; ) {
      if (!Character.isLetter(lower.charAt(i))) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && wordChar(lower.charAt(i))) {
        i++;
      }
      if (i - s <= 7 && NORWEGIAN.contains(lower.substring(s, i))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the message asks to translate or explain words. */
  private static boolean quotes(String lower) {
    return lower.contains("translat")
        || lower.contains("overs")
        || lower.contains("how do you say")
        || lower.contains("hvordan sier")
        || lower.contains("what does")
        || lower.contains("betyr");
  }

  private static boolean wordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '/';
  }

  /** The name a genitive word stands for, or null when it is no genitive of a name. */
  private static String stem(String word, String w) {
    String lowerStem = w.substring(0, w.length() - 1);
    if (knownName(w) || NAME_WORDS.contains(w) || EVERYDAY.contains(lowerStem)) {
      return null;
    }
    if (Lexicon.COMPANIES.containsKey(lowerStem)
        || Lexicon.TEAMS.containsKey(lowerStem)
        || Entities.knownPlainPlace(lowerStem)
        || lowerStem.length() >= 6 && Coins.byName(lowerStem).isPresent()) {
      return word.substring(0, word.length() - 1);
    }
    return null; // a coin's short name, or a place that is also a word: "cosmos", "moss"
  }

  /** Whether a lower-case word is a company, team, coin or place by itself. */
  private static boolean knownName(String lower) {
    return Lexicon.COMPANIES.containsKey(lower)
        || Lexicon.TEAMS.containsKey(lower)
        || Coins.byName(lower).isPresent()
        || Entities.placeKey(lower);
  }

  /** Every word of a name of several words ("celtics" of "boston celtics"). */
  private static final Set<String> NAME_WORDS = nameWords();

  private static Set<String> nameWords() {
    java.util.HashSet<String> words = new java.util.HashSet<>();
    for (Map<String, String> names : java.util.List.of(Lexicon.COMPANIES, Lexicon.TEAMS)) {
      for (String name : names.keySet()) {
        if (name.indexOf(' ') > 0) {
          for (String part : name.split(" ")) {
            words.add(part);
          }
        }
      }
    }
    return Set.copyOf(words);
  }
}
