package dev.vex.guards.digits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Picks the model's sentences that may follow the real data after an override: no figure, no
 * claimed move against the data ("crashed", "stuper" when it rose), no comparison or superlative
 * ("higher than yesterday", "rekordhøy"), no error object or error words, no refusal or hedge ("I
 * am not sure", "jeg er usikker", "as an AI"), not in English under a Norwegian reply or the other
 * way round (told by function words), and nothing a renderer could make a link of: the summary of
 * the real data says what moved and by how much, and the kept words must not bring a link the URL
 * guard did not judge in their new place. Linear in the text.
 */
final class Prose {
  private static final Set<String> NUMBER_WORDS = WordLists.set("Prose.NUMBER_WORDS");

  /** Comparatives and superlatives: a claim about other data than the turn fetched. */
  private static final Set<String> COMPARISONS = WordLists.set("Prose.COMPARISONS");

  /** Words of an error the model printed instead of an answer. */
  private static final Set<String> ERROR_WORDS = WordLists.set("Prose.ERROR_WORDS");

  /** Refusals and hedges that would undermine the real data printed above them; lower case. */
  private static final List<String> HEDGES =
      List.of(
          "not sure",
          "unsure",
          "uncertain",
          "not certain",
          "cannot",
          "can not",
          "can't",
          "can’t",
          "unable",
          "could not",
          "couldn't",
          "couldn\u2019t",
          "cannot verify",
          "not verify",
          "unverified",
          "sorry",
          "beklager",
          "as an ai",
          "language model",
          "don't have access",
          "don’t have access",
          "do not have access",
          "no access",
          "real-time",
          "real time",
          "knowledge cutoff",
          "may be outdated",
          "might be outdated",
          "may not be accurate",
          "might not be accurate",
          "usikker",
          "ikke sikker",
          "kan ikke",
          "kunne ikke",
          "klarte ikke",
          "har ikke tilgang",
          "ingen tilgang",
          "som en ai",
          "språkmodell",
          "sanntid",
          "kan være utdatert",
          "ikke nøyaktig");

  /** Function words only English has (not Norwegian words too: "i", "for", "at", "men", "to"). */
  private static final Set<String> ENGLISH = WordLists.set("Prose.ENGLISH");

  /** Function words only Norwegian has. */
  private static final Set<String> NORWEGIAN = WordLists.set("Prose.NORWEGIAN");

  private Prose() {}

  /**
   * Returns the sentences of {@code text} without digits or number words, joined by spaces, keeping
   * only those that are safe under the real data: see {@link #keep(String, Locale, int)}.
   *
   * @param text the model's draft
   * @param locale the reply's locale; English and Norwegian sentences under a reply in the other
   *     language go
   * @param change the sign of the turn's change figure when there is exactly one direction (+1,
   *     -1), else 0: a move claim that agrees with it may stay, any other goes
   */
  static String sentencesWithoutFigures(String text, Locale locale, int change, Topic topic) {
    List<String> kept = new ArrayList<>();
    int from = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '{' && i > from) { // an object the model printed is a piece of its own
        String s = text.substring(from, i).strip();
        if (keep(s, locale, change, topic)) {
          kept.add(s);
        }
        from = i;
      }
      boolean end =
          c == '\n'
              || c == '}'
              || ((c == '.' || c == '!' || c == '?' || c == '…')
                  && (i + 1 == n || Character.isWhitespace(text.charAt(i + 1))));
      if (end || i + 1 == n) {
        String s = text.substring(from, i + 1).strip();
        if (keep(s, locale, change, topic)) {
          kept.add(s);
        }
        from = i + 1;
      }
    }
    return String.join(" ", kept);
  }

  /**
   * What the turn's data is about, beyond its figures: a match (its result is in the summary, so
   * any sentence about who won goes), or the weather (a condition word must agree with it).
   *
   * @param sports whether the turn has a match score
   * @param conditions the weather's description words, lower case ("overcast patchy rain nearby");
   *     null when the turn has no weather
   * @param temperature the temperature now in °C, or null
   * @param windKmh the wind in km/h, or null
   * @param rainChance the chance of rain in %, or null
   */
  record Topic(
      boolean sports,
      String conditions,
      java.math.BigDecimal temperature,
      java.math.BigDecimal windKmh,
      java.math.BigDecimal rainChance) {
    /** No topic beyond the figures. */
    static final Topic NONE = new Topic(false, null, null, null, null);
  }

  /**
   * Whether one sentence may follow the real data: it has letters, no figure, nothing a renderer
   * could make a link of, no claimed move against the data (or any move when the data has no single
   * direction), no comparison or superlative, no error object or error words, no refusal or hedge,
   * and is not in the other of English and Norwegian than the reply.
   */
  static boolean keep(String s, Locale locale, int change, Topic topic) {
    for (int i = 0; i < s.length(); i++) {
      if (Chars.isDigit(s.charAt(i))) {
        return false; // the cheapest reason first: most dropped sentences hold a figure
      }
    }
    if (s.isEmpty() || !hasLetter(s) || hasLink(s) || errorObject(s)) {
      return false;
    }
    String lower = s.toLowerCase(Locale.ROOT);
    // "crashing" for a 0.27 % move: the size is a claim too, so a strong move never stays; a
    // result under a match; a weather condition that does not hold (holds), or any with a word
    // that makes it uncheckable; the phrases of all four found in one pass
    boolean weather = topic.conditions() != null;
    boolean[] condition = new boolean[1];
    boolean said =
        SAID.any(
            lower,
            v -> {
              if (weather && v.condition() != null) {
                if (!holds(v.condition(), topic)) {
                  return true;
                }
                condition[0] = true;
              }
              return v.never()
                  || (v.move() != null && v.move() != change)
                  || (topic.sports() && v.result());
            });
    if (said || (condition[0] && UNCHECKABLE_PHRASES.any(lower))) {
      return false;
    }
    int english = 0;
    int norwegian = 0;
    int wordStart = -1;
    for (int i = 0; i <= lower.length(); i++) {
      char c = i < lower.length() ? lower.charAt(i) : ' ';
      if (Chars.isDigit(c)) {
        return false;
      }
      if (Chars.isLetter(c) || (c == '\'' || c == '’') && wordStart >= 0) {
        if (wordStart < 0) {
          wordStart = i;
        }
        continue;
      }
      if (wordStart < 0) {
        continue;
      }
      int move;
      int signs;
      boolean teen;
      boolean norwegianLetter;
      if (AsciiWords.ascii(lower, wordStart, i)) {
        // an ASCII word (most) is looked up where it stands, already lower case: no string per
        // word of the sentence (#24); a word of neither the signs nor the claims has neither
        String word = KNOWN_WORDS.find(lower, wordStart, i);
        move =
            word != null && Directions.mayClaim(word.charAt(0)) ? Directions.claimLower(word) : 0;
        signs = word == null ? 0 : WORD_SIGNS.getOrDefault(word, 0);
        teen = i - wordStart > 5 && lower.startsWith("teen", i - 4);
        norwegianLetter = false;
      } else {
        String word = lower.substring(wordStart, i).replace('’', '\'');
        move = Directions.mayClaim(word.charAt(0)) ? Directions.claim(word) : 0;
        signs = WORD_SIGNS.getOrDefault(word, 0);
        teen = word.endsWith("teen") && word.length() > 5;
        norwegianLetter =
            word.indexOf('æ') >= 0 || word.indexOf('ø') >= 0 || word.indexOf('å') >= 0;
      }
      wordStart = -1;
      if ((signs & (NUMBER_WORD | COMPARISON | ERROR_WORD)) != 0
          || teen
          || move != 0 && move != change) {
        return false;
      }
      if ((signs & ENGLISH_WORD) != 0) {
        english++;
      }
      if ((signs & NORWEGIAN_WORD) != 0 || norwegianLetter) {
        norwegian++;
      }
    }
    String language = locale.getLanguage();
    boolean norwegianReply =
        language.equals("nb") || language.equals("no") || language.equals("nn");
    if (norwegianReply) {
      return english <= norwegian;
    }
    return !language.equals("en") || norwegian <= english;
  }

  /**
   * Whether a sentence (lower case) claims something the data could contradict: a comparison or
   * superlative, a move, a result, a weather condition or a strong move (#22: such a sentence in
   * the other language than the reply is a claim the user may not read as the reply's).
   */
  static boolean claims(String lower) {
    if (NEVER_KEPT.any(lower)
        || MOVE_PHRASES.any(lower)
        || RESULT_PHRASES.any(lower)
        || CONDITION_PHRASES.any(lower)) {
      return true;
    }
    int i = 0;
    int n = lower.length();
    while (i < n) {
      if (!Chars.isLetter(lower.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Chars.isLetter(lower.charAt(i))) {
        i++;
      }
      String word = lower.substring(start, i);
      if (COMPARISONS.contains(word)
          || (Directions.mayClaim(word.charAt(0)) && Directions.claim(word) != 0)) {
        return true;
      }
    }
    return false;
  }

  /** The most characters {@link #languageSigns} reads of a text. */
  static final int LANGUAGE_SCAN = 1_000;

  /**
   * Question words only English has, counted by {@link #languageSigns} besides {@link #ENGLISH}.
   */
  private static final Set<String> ENGLISH_QUESTION = WordLists.set("Prose.ENGLISH_QUESTION");

  /**
   * Question words only Norwegian has, counted by {@link #languageSigns} besides {@link
   * #NORWEGIAN}.
   */
  private static final Set<String> NORWEGIAN_QUESTION = WordLists.set("Prose.NORWEGIAN_QUESTION");

  /**
   * The signs of English and of Norwegian in a text's first {@value #LANGUAGE_SCAN} characters: the
   * function and question words only one of them has, and for Norwegian the letters æ, ø and å.
   *
   * @return {english, norwegian}
   */
  static int[] languageSigns(String text) {
    int english = 0;
    int norwegian = 0;
    int n = Math.min(text.length(), LANGUAGE_SCAN);
    int i = 0;
    while (i < n) {
      if (!Chars.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Chars.isLetter(text.charAt(i))) {
        i++;
      }
      String word = text.substring(start, i).toLowerCase(Locale.ROOT);
      if (ENGLISH.contains(word) || ENGLISH_QUESTION.contains(word)) {
        english++;
      }
      if (NORWEGIAN.contains(word)
          || NORWEGIAN_QUESTION.contains(word)
          || word.indexOf('æ') >= 0
          || word.indexOf('ø') >= 0
          || word.indexOf('å') >= 0) {
        norwegian++;
      }
    }
    return new int[] {english, norwegian};
  }

  /** Words that put a weather claim where the data cannot check it: negated, or another time. */
  private static final List<String> UNCHECKABLE = WordLists.list("Prose.UNCHECKABLE");

  /**
   * Whether a weather condition holds under the data (for {@link #keep}: a sentence's weather words
   * must agree with it): it must be in the description (or follow from the figures: "freezing"
   * needs 2 °C or less, "windy" 30 km/h or more, rain a description with rain or a chance of 50 %
   * or more); a negated condition ("no rain", "ikke regn") or one about another time ("tomorrow",
   * "i morgen") cannot be checked, and a sentence with one and any condition goes.
   */
  private static boolean holds(String condition, Topic t) {
    String d = t.conditions();
    return switch (condition) {
      case "clear" -> d.contains("clear") || d.contains("sunny");
      case "cloud" -> d.contains("overcast") || d.contains("cloud");
      case "rain" ->
          d.contains("rain")
              || d.contains("drizzle")
              || d.contains("shower")
              || t.rainChance() != null && t.rainChance().intValue() >= 50;
      case "snow" -> d.contains("snow") || d.contains("sleet");
      case "cold" -> t.temperature() != null && t.temperature().intValue() <= 2;
      case "hot" -> t.temperature() != null && t.temperature().intValue() >= 25;
      case "wind" -> t.windKmh() != null && t.windKmh().intValue() >= 30;
      case "fog" -> d.contains("fog") || d.contains("mist");
      default -> false;
    };
  }

  /** Weather condition words by the condition they claim; lower case. */
  private static final Map<String, List<String>> CONDITIONS =
      Map.of(
          "clear",
          WordLists.list("Prose.list"),
          "cloud",
          WordLists.list("Prose.list.2"),
          "rain",
          WordLists.list("Prose.list.3"),
          "snow",
          List.of("snow", "snowing", "sleet", "snø", "snør", "sludd"),
          "cold",
          WordLists.list("Prose.list.4"),
          "hot",
          List.of("hot", "heat", "heatwave", "varmt", "hete", "hetebølge", "scorching"),
          "wind",
          WordLists.list("Prose.list.5"),
          "fog",
          List.of("fog", "foggy", "mist", "misty", "tåke", "tåkete"));

  /** Words about a match's result; the summary states it, so a sentence with one goes. */
  private static final List<String> RESULTS = WordLists.list("Prose.RESULTS");

  /** Move phrases with no figure and their direction (+1 up, -1 down). */
  private static final Map<String, Integer> MOVES =
      Map.ofEntries(
          Map.entry("gaining", 1),
          Map.entry("losing", -1),
          Map.entry("in the green", 1),
          Map.entry("in the red", -1),
          Map.entry("going up", 1),
          Map.entry("going down", -1),
          Map.entry("on the rise", 1),
          Map.entry("on its way up", 1),
          Map.entry("on its way down", -1),
          Map.entry("på vei opp", 1),
          Map.entry("på vei ned", -1),
          Map.entry("i pluss", 1),
          Map.entry("i minus", -1),
          Map.entry("går opp", 1),
          Map.entry("går ned", -1),
          Map.entry("rising", 1),
          Map.entry("climbing", 1),
          Map.entry("falling", -1),
          Map.entry("sliding", -1),
          Map.entry("dropping", -1),
          Map.entry("stiger", 1),
          Map.entry("faller", -1),
          Map.entry("synker", -1),
          Map.entry("øker", 1));

  /** Moves that claim a size as well as a direction; never kept. */
  private static final List<String> STRONG_MOVES = WordLists.list("Prose.STRONG_MOVES");

  /** Hedges and strong moves: a sentence with one never stays. */
  private static final Phrases<String> NEVER_KEPT = Phrases.of(concat(HEDGES, STRONG_MOVES));

  private static final Phrases<Integer> MOVE_PHRASES = Phrases.of(MOVES);
  private static final Phrases<String> RESULT_PHRASES = Phrases.of(RESULTS);
  private static final Phrases<String> UNCHECKABLE_PHRASES = Phrases.of(UNCHECKABLE);

  /** Each weather condition word with the condition it claims. */
  private static final Map<String, String> CONDITION_BY_WORD = byWord(CONDITIONS);

  private static final Phrases<String> CONDITION_PHRASES = Phrases.of(CONDITION_BY_WORD);

  /**
   * What a phrase of {@link #NEVER_KEPT}, {@link #MOVE_PHRASES}, {@link #RESULT_PHRASES} and {@link
   * #CONDITION_PHRASES} says, for {@link #keep}: one pass over a sentence finds them all (#24: a
   * pass per set over a long sentence).
   *
   * @param never a hedge or strong move
   * @param move the direction of a move phrase, or null
   * @param result a phrase about a match's result
   * @param condition the weather condition it claims, or null
   */
  private record Said(boolean never, Integer move, boolean result, String condition) {
    Said and(Said o) {
      return new Said(
          never || o.never,
          move != null ? move : o.move,
          result || o.result,
          condition != null ? condition : o.condition);
    }
  }

  private static final Phrases<Said> SAID = said();

  private static Phrases<Said> said() {
    Map<String, Said> out = new java.util.HashMap<>();
    for (String p : concat(HEDGES, STRONG_MOVES)) {
      merge(out, p, new Said(true, null, false, null));
    }
    for (Map.Entry<String, Integer> e : MOVES.entrySet()) {
      merge(out, e.getKey(), new Said(false, e.getValue(), false, null));
    }
    for (String p : RESULTS) {
      merge(out, p, new Said(false, null, true, null));
    }
    for (Map.Entry<String, String> e : CONDITION_BY_WORD.entrySet()) {
      merge(out, e.getKey(), new Said(false, null, false, e.getValue()));
    }
    return Phrases.of(out);
  }

  /**
   * {@code out.merge(p, said, Said::and)} without a lambda: the tables are built once, on the first
   * grounded turn, where each lambda's first call costs a generated class (#23).
   */
  private static void merge(Map<String, Said> out, String p, Said said) {
    Said old = out.get(p);
    out.put(p, old == null ? said : old.and(said));
  }

  /** What {@link #WORD_SIGNS} gives a word: a bit per set it is in. */
  private static final int NUMBER_WORD = 1;

  private static final int COMPARISON = 2;
  private static final int ERROR_WORD = 4;
  private static final int ENGLISH_WORD = 8;
  private static final int NORWEGIAN_WORD = 16;

  /**
   * The words of {@link #NUMBER_WORDS}, {@link #COMPARISONS}, {@link #ERROR_WORDS}, {@link
   * #ENGLISH} and {@link #NORWEGIAN}, each with a bit per set it is in: one look-up per word of a
   * sentence instead of five (#24).
   */
  private static final Map<String, Integer> WORD_SIGNS = wordSigns();

  /**
   * The words of {@link #WORD_SIGNS} and {@link Directions#claimWords}: an ASCII word of a sentence
   * that is none of them has no sign and claims no move, and is not made a string ({@link #keep}).
   */
  private static final AsciiWords KNOWN_WORDS =
      new AsciiWords(concat(new ArrayList<>(WORD_SIGNS.keySet()), Directions.claimWords()));

  private static Map<String, Integer> wordSigns() {
    Map<String, Integer> out = new java.util.HashMap<>();
    sign(out, NUMBER_WORDS, NUMBER_WORD);
    sign(out, COMPARISONS, COMPARISON);
    sign(out, ERROR_WORDS, ERROR_WORD);
    sign(out, ENGLISH, ENGLISH_WORD);
    sign(out, NORWEGIAN, NORWEGIAN_WORD);
    return Map.copyOf(out);
  }

  /** Each word's bit added to what it has (a loop, not lambdas: built on the first turn, #23). */
  private static void sign(Map<String, Integer> out, Iterable<String> words, int bit) {
    for (String w : words) {
      Integer old = out.get(w);
      out.put(w, old == null ? bit : old | bit);
    }
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  /** Each condition word with the condition it claims. */
  private static Map<String, String> byWord(Map<String, List<String>> conditions) {
    Map<String, String> out = new java.util.HashMap<>();
    for (Map.Entry<String, List<String>> e : conditions.entrySet()) {
      for (String w : e.getValue()) {
        out.put(w, e.getKey());
      }
    }
    return out;
  }

  /** A JSON object or key the model printed ("{\"error\": …}", "\"code\": …"). */
  private static boolean errorObject(String s) {
    return s.indexOf('{') >= 0
        || s.indexOf('}') >= 0
        || s.contains("\":")
        || s.contains("\" :")
        || s.contains("':");
  }

  /**
   * Whether a sentence holds something a renderer could turn into a link (a URL, www., an e-mail
   * address, a script scheme): out of its code block or list, it might render where it did not.
   */
  private static boolean hasLink(String s) {
    String lower = s.toLowerCase(Locale.ROOT);
    return lower.contains("://")
        || lower.contains("www.")
        || lower.contains("@")
        || lower.contains("javascript:")
        || lower.contains("vbscript:")
        || lower.contains("data:")
        || lower.contains("](")
        || lower.contains("<");
  }

  private static boolean hasLetter(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (Character.isLetter((int) s.charAt(i))) {
        return true;
      }
    }
    return false;
  }
}
