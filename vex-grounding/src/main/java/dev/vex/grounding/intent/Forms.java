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
          Map.entry("te", "til"));

  /** Dialect forms that are English or letters too: read as bokmål in a Norwegian message. */
  private static final Map<String, String> NORWEGIAN_ONLY =
      Map.of("e", "er", "no", "nå", "va", "var");

  /** Words after which a dialect "e" is "er" ("ka e", "det e"); elsewhere it can be "eg". */
  private static final Set<String> BEFORE_ER =
      Set.of(
          "ka", "hva", "kva", "kor", "hvor", "korsn", "hvordan", "kem", "hvem", "det", "den", "æ",
          "jeg", "du", "han", "ho", "hun", "vi", "dokker", "dem", "de", "så", "sa", "kaldt",
          "varmt", "kurs", "kursen", "prisen", "været");

  /** Words that make a message Norwegian for {@link #NORWEGIAN_ONLY}. */
  private static final Set<String> NORWEGIAN =
      Set.of(
          "ka", "kor", "korsn", "kem", "kva", "korleis", "æ", "hva", "hvor", "hvordan", "hvem",
          "er", "det", "på", "nå", "ikke", "ikkje", "blir", "står", "koster", "koste", "verdt",
          "været", "vær", "kaldt", "varmt", "dag", "morgen", "morra", "kveld", "natt", "kampen",
          "kamp", "vant", "aksjen", "kursen", "og", "med", "te", "ble");

  /** Name stems that are everyday words: their plural stays a plural. */
  private static final Set<String> EVERYDAY =
      Set.of(
          "apple",
          "meta",
          "oracle",
          "viking",
          "odd",
          "lyn",
          "norwegian",
          "frontline",
          "ripple",
          "stellar",
          "polygon",
          "maker",
          "compound",
          "graph",
          "flow",
          "near",
          "sand",
          "gala",
          "dash",
          "adobe",
          "porto",
          "nice",
          "mobile",
          "reading",
          "split",
          "bath",
          "sol",
          "link",
          "ada",
          "dot",
          "tron",
          "amp",
          "one",
          "atom",
          "band",
          "celo",
          "rose",
          "ocean",
          "mask",
          "chain",
          "kava",
          "ark",
          "gas",
          "safe",
          "pepe",
          "cake",
          "sushi",
          "bone",
          "fox",
          "ray",
          "star",
          "sun",
          "wave",
          "bear",
          "bull");

  /**
   * The text with dialect forms and possessive names written as the rules read them; the text
   * itself when nothing changes.
   *
   * @param text the message
   * @return the text the rules read
   */
  static String normal(String text) {
    int n = text.length();
    if (quotes(text)) {
      return text; // a text to translate or a word to explain is the user's own: kept as typed
    }
    boolean norwegian = false;
    boolean candidate = false;
    for (int i = 0; i < n; ) {
      char c = text.charAt(i);
      if (!Character.isLetter(c)) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && wordChar(text.charAt(i))) {
        i++;
      }
      String w = text.substring(s, i).toLowerCase(Locale.ROOT);
      norwegian |= NORWEGIAN.contains(w);
      candidate |= DIALECT.containsKey(w) || NORWEGIAN_ONLY.containsKey(w) || endsInS(w);
    }
    if (!candidate) {
      return text;
    }
    StringBuilder out = null;
    int copied = 0;
    String before = "";
    for (int i = 0; i < n; ) {
      if (!Character.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && wordChar(text.charAt(i))) {
        i++;
      }
      String word = text.substring(s, i);
      String fix =
          word.equalsIgnoreCase("e") && !BEFORE_ER.contains(before) ? null : fix(word, norwegian);
      before = word.toLowerCase(Locale.ROOT);
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

  /** Whether the message asks to translate or explain words. */
  private static boolean quotes(String text) {
    String l = text.toLowerCase(Locale.ROOT);
    return l.contains("translat")
        || l.contains("overs")
        || l.contains("how do you say")
        || l.contains("hvordan sier")
        || l.contains("what does")
        || l.contains("betyr");
  }

  private static boolean wordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '/';
  }

  private static boolean endsInS(String w) {
    return w.length() >= 4 && w.charAt(w.length() - 1) == 's';
  }

  /** What a word is read as, or null when it stays. */
  private static String fix(String word, boolean norwegian) {
    String w = word.toLowerCase(Locale.ROOT);
    String d = DIALECT.get(w);
    if (d == null && norwegian) {
      d = NORWEGIAN_ONLY.get(w);
    }
    if (d != null) {
      return Character.isUpperCase(word.charAt(0))
          ? Character.toUpperCase(d.charAt(0)) + d.substring(1)
          : d;
    }
    if (!endsInS(w)) {
      return null;
    }
    if (w.endsWith("'s") || w.endsWith("\u2019s")) {
      return null; // the rules read "Nvidia's" as the name already
    }
    String stem = word.substring(0, word.length() - 1);
    String lowerStem = stem.toLowerCase(Locale.ROOT);
    if (lowerStem.length() < 3 || knownName(w) || NAME_WORDS.contains(w)) {
      return null;
    }
    if (!knownName(lowerStem)) {
      return null;
    }
    if (EVERYDAY.contains(lowerStem)) {
      return null;
    }
    if (!Lexicon.COMPANIES.containsKey(lowerStem)
        && !Lexicon.TEAMS.containsKey(lowerStem)
        && !Entities.knownPlainPlace(lowerStem)
        && (lowerStem.length() < 6 || Coins.byName(lowerStem).isEmpty())) {
      return null; // a coin's short name, or a place that is also a word: "cosmos", "moss"
    }
    return stem;
  }

  /** Whether a lower-case word is a company, team, coin or place by itself. */
  private static boolean knownName(String lower) {
    return Lexicon.COMPANIES.containsKey(lower)
        || Lexicon.TEAMS.containsKey(lower)
        || Coins.byName(lower).isPresent()
        || Entities.knownPlace(lower);
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
