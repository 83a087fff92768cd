package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The names a message holds, found from word lists that ship in this package: known places ({@code
 * places.txt}, a gazetteer written from general knowledge), coins, companies, teams and currencies
 * (the rules' lexicons). The classifier uses them to trim a rule's place to the known name in it
 * ("Oslo During" becomes Oslo), to split joined places ("Oslo Bergen"), and to read a short
 * follow-up that names only subjects ("and in Trondheim?", "hva med doge da", "aker bp i dag") as a
 * candidate of each subject's kind; whether any of it was asked for stays the ask model's decision.
 * Matching is linear in the number of words (spans of at most four words). Immutable and
 * thread-safe.
 */
final class Entities {
  private static final int LONGEST = 4;

  /** Known places: folded name to how it is written, and the names that need a capital. */
  private static final Map<String, String> PLACES = new HashMap<>();

  private static final Set<String> COMMON_WORD_PLACES = new java.util.HashSet<>();

  /**
   * A place name's first word to the most words a name starting with it has: a word no name starts
   * with is passed over without building the phrases that begin with it.
   */
  private static final Map<String, Integer> WORDS_FROM = new HashMap<>();

  static {
    InputStream in = Entities.class.getResourceAsStream("places.txt");
    if (in == null) {
      throw new IllegalStateException("places.txt is missing from the jar");
    }
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        String name = line.strip();
        if (name.isEmpty() || name.startsWith("#")) {
          continue;
        }
        boolean common = name.startsWith("*");
        name = common ? name.substring(1) : name;
        String key = key(name);
        PLACES.putIfAbsent(key, name);
        int space = key.indexOf(' ');
        int words = 1;
        for (int k = space; k >= 0; k = key.indexOf(' ', k + 1)) {
          words++; // a loop, not a stream a line: this runs at class initialisation
        }
        String first = space < 0 ? key : key.substring(0, space);
        Integer before = WORDS_FROM.get(first); // Map.merge's Math::max, without its lambda
        if (before == null || before < words) {
          WORDS_FROM.put(first, words);
        }
        if (common) {
          COMMON_WORD_PLACES.add(key);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Entities() {}

  /** A name's lookup key: lower case, single spaces, no dots or apostrophes at the ends. */
  static String key(String name) {
    return String.join(" ", Utterance.tokens(name.toLowerCase(Locale.ROOT)));
  }

  /** Whether a name (any case) is a known place. */
  static boolean knownPlace(String name) {
    return PLACES.containsKey(key(name));
  }

  /** Whether a name (any case) is a known place that is no everyday word ("Moss" is one). */
  static boolean knownPlainPlace(String name) {
    String k =
        name.indexOf(' ') < 0 && name.equals(name.toLowerCase(Locale.ROOT)) ? name : key(name);
    return PLACES.containsKey(k) && !COMMON_WORD_PLACES.contains(k);
  }

  /** Whether a lower-case word is a known place's key: no tokenising, for hot loops. */
  static boolean placeKey(String lowerWord) {
    return PLACES.containsKey(lowerWord);
  }

  /**
   * The known place a single word of five or more letters is a typo of (one letter wrong, missing,
   * extra or swapped: "Trondhem", "Tromsøø"), or null. Names that are also common words are not
   * guessed at.
   */
  static String misspeltPlace(String word) {
    String w = key(word);
    if (w.length() < 5 || w.length() > 20 || w.indexOf(' ') >= 0 || PLACES.containsKey(w)) {
      return null;
    }
    for (Map.Entry<String, String> e : PLACES.entrySet()) {
      String k = e.getKey();
      if (k.length() >= 5
          && Math.abs(k.length() - w.length()) <= 1
          && k.charAt(0) == w.charAt(0)
          && !COMMON_WORD_PLACES.contains(k)
          && CryptoRule.oneEdit(w, k)) {
        return e.getValue();
      }
    }
    return null;
  }

  /** A found name: its words {@code [from, to)} and what it names. */
  record Span(int from, int to, String kind, String subject) {}

  private static final Set<String> PLACE_PREPOSITIONS = Set.of("in", "i", "på", "at", "for");

  /** The known places in a message, longest first at each word, left to right. */
  static List<Span> places(Utterance u) {
    List<Span> out = new ArrayList<>();
    int n = u.words.size();
    for (int i = 0; i < n; ) {
      Span s = placeAt(u, i);
      if (s != null) {
        out.add(s);
        i = s.to();
      } else {
        i++;
      }
    }
    return out;
  }

  private static Span placeAt(Utterance u, int i) {
    int n = u.words.size();
    Integer most = WORDS_FROM.get(u.lowerWords.get(i));
    if (most == null) {
      return null;
    }
    for (int len = Math.min(Math.min(most, LONGEST), n - i); len >= 1; len--) {
      String key =
          len == 1 ? u.lowerWords.get(i) : String.join(" ", u.lowerWords.subList(i, i + len));
      String name = PLACES.get(key);
      if (name == null) {
        continue;
      }
      if (COMMON_WORD_PLACES.contains(key)
          && !Character.isUpperCase(u.words.get(i).charAt(0))
          && !(i > 0 && PLACE_PREPOSITIONS.contains(u.lowerWords.get(i - 1)))) {
        continue;
      }
      return new Span(i, i + len, WeatherFetcher.KIND, name);
    }
    return null;
  }

  /**
   * Words a short follow-up may hold beside its subjects: question and filler words, times, joiners
   * ("and in Trondheim?", "hva med Tromsø da", "rbk i dag?", "btc eth sol").
   */
  private static final Set<String> FILLERS =
      Set.of(
          "and",
          "og",
          // "enn Inter Miami?", "kva med Tromsø": what about, in bokmål and nynorsk
          "enn",
          "kva",
          "&",
          "or",
          "eller",
          "vs",
          "what",
          "about",
          "how",
          "hva",
          "med",
          "da",
          "then",
          "now",
          "today",
          "tonight",
          "tomorrow",
          "tmrw",
          "rn",
          "i",
          "in",
          "dag",
          "idag",
          "morgen",
          "imorgen",
          "morra",
          "kveld",
          "natt",
          "nå",
          "no",
          "ok",
          "okay",
          "so",
          "så",
          "this",
          "the",
          "weekend",
          "helga",
          "helgen",
          "yesterday",
          "går",
          "igår",
          "for",
          "on",
          "at",
          "på",
          "check",
          "sjekk",
          "gimme",
          "pls",
          "please",
          "takk",
          "thanks",
          "again",
          "too",
          "også",
          "også?",
          "then?",
          "hvordan",
          "det",
          "with",
          "tomorow",
          "2moro",
          "tmr",
          "later",
          "senere",
          "igjen",
          "right",
          "me",
          "meg",
          "for meg",
          "du",
          "kan",
          "can",
          "you",
          "u");

  /** Whether a message is short enough to be a follow-up that names only subjects. */
  private static final int MOST_WORDS = 8;

  /**
   * The subjects of a short message that holds nothing but subjects and filler words ("and in
   * Trondheim?", "hva med doge da", "aker bp i dag", "btc eth sol"), one candidate each; else none.
   * A name that is both a place and a team is read as the place (a follow-up naming a place asks
   * for its weather).
   */
  static List<Intent> followUp(Utterance u) {
    int n = u.words.size();
    if (n == 0 || n > MOST_WORDS) {
      return List.of();
    }
    List<Intent> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (int i = 0; i < n; ) {
      Span s = subjectAt(u, i);
      if (s != null) {
        if (seen.add(s.kind() + "|" + s.subject())) {
          out.add(new Intent(s.kind(), s.subject(), Map.of()));
        }
        i = s.to();
        continue;
      }
      if (!FILLERS.contains(u.lowerWords.get(i))) {
        return List.of();
      }
      i++;
    }
    if (n >= 3 && StockRule.shouting(u.original)) {
      // "JEG BESTO LAPPEN!!": words in capitals are no tickers unless known as such
      out.removeIf(
          e ->
              dev.vex.grounding.stocks.StockFetcher.KIND.equals(e.kind())
                  && !Lexicon.LOWER_TICKERS.contains(e.subject()));
    }
    return out;
  }

  /**
   * The first named subject of a text (a known place, company, team, coin), as a candidate of its
   * kind, or null; for a story whose last question names it only by a pronoun. Linear in the number
   * of words.
   */
  static Intent firstSubject(Utterance u) {
    for (int i = 0; i < u.words.size(); i++) {
      if (FILLERS.contains(u.lowerWords.get(i))) {
        continue;
      }
      Span s = subjectAt(u, i);
      if (s != null && !CurrencyFetcher.KIND.equals(s.kind())) {
        return new Intent(s.kind(), s.subject(), Map.of());
      }
      Intent owner = possessive(u.lowerWords.get(i));
      if (owner != null) {
        return owner;
      }
    }
    return null;
  }

  /** "brann's", "vålerenga’s": the company, team or place before a possessive, or null. */
  private static Intent possessive(String lower) {
    int n = lower.length();
    if (n < 4 || lower.charAt(n - 1) != 's' || "'\u2019".indexOf(lower.charAt(n - 2)) < 0) {
      return null;
    }
    String stem = lower.substring(0, n - 2);
    if (Lexicon.COMPANIES.containsKey(stem)) {
      return new Intent(StockFetcher.KIND, Lexicon.COMPANIES.get(stem), Map.of());
    }
    if (Lexicon.TEAMS.containsKey(stem) && !Lexicon.WORD_TEAMS.contains(stem)) {
      return new Intent(SportsFetcher.KIND, Lexicon.TEAMS.get(stem), Map.of());
    }
    if (PLACES.containsKey(stem) && !COMMON_WORD_PLACES.contains(stem)) {
      return new Intent(WeatherFetcher.KIND, PLACES.get(stem), Map.of());
    }
    return Coins.byName(stem)
        .map(c -> new Intent(CryptoFetcher.KIND, c.symbol(), Map.of()))
        .orElse(null);
  }

  /**
   * The most words of a company's or team's name of several words that begins with this word; 1
   * when none does.
   */
  private static int namesFrom(String word) {
    Map<String, Integer> m = MULTI_WORD_NAMES;
    if (m == null) {
      Map<String, Integer> built = new HashMap<>();
      for (Map<String, String> names : List.of(Lexicon.COMPANIES, Lexicon.TEAMS)) {
        for (String key : names.keySet()) {
          int space = key.indexOf(' ');
          if (space > 0) {
            int words = 1;
            for (int k = space; k >= 0; k = key.indexOf(' ', k + 1)) {
              words++;
            }
            built.merge(key.substring(0, space), words, Math::max);
          }
        }
      }
      m = Map.copyOf(built);
      MULTI_WORD_NAMES = m;
    }
    return m.getOrDefault(word, 1);
  }

  private static volatile Map<String, Integer> MULTI_WORD_NAMES;

  /** The subject that starts at word {@code i}, longest first, or null. */
  /** The first word of each index's name (built once). */
  private static final Set<String> INDEX_FIRST_WORDS;

  static {
    Set<String> first = new java.util.HashSet<>();
    for (String name : StockRule.INDICES.keySet()) {
      int space = name.indexOf(' ');
      first.add(space < 0 ? name : name.substring(0, space));
    }
    INDEX_FIRST_WORDS = Set.copyOf(first);
  }

  private static Span subjectAt(Utterance u, int i) {
    int n = u.words.size();
    String w = u.words.get(i);
    String lw = u.lowerWords.get(i);
    // the same for every length: worked out once
    Span place = placeAt(u, i);
    // a company's or team's name of several words is only looked up when one begins with this word,
    // so that no phrase is built for the words no name starts with
    int named = namesFrom(lw);
    // two words are joined for a coin's name of two words only when one begins with this word: the
    // short follow-ups this reads ("what is the bitcoin price?") are mostly words no name begins
    // with, and the join was most of this method's cost on the grounded turn (#23, perf13)
    boolean coinOfTwo = Coins.beginsAName(lw);
    for (int len = Math.min(LONGEST, n - i); len >= 1; len--) {
      boolean mayName = len == 1 || len <= named;
      if (!mayName && (len != 2 || !coinOfTwo) && (place == null || place.to() != i + len)) {
        continue;
      }
      String key = len == 1 ? lw : String.join(" ", u.lowerWords.subList(i, i + len));
      if (len > 1 || !FILLERS.contains(key)) {
        if (place != null && place.to() == i + len) {
          return place;
        }
        if (mayName && Lexicon.COMPANIES.containsKey(key)) {
          return new Span(i, i + len, StockFetcher.KIND, Lexicon.COMPANIES.get(key));
        }
        if (mayName && Lexicon.TEAMS.containsKey(key) && !Lexicon.WORD_TEAMS.contains(key)) {
          return new Span(i, i + len, SportsFetcher.KIND, Lexicon.TEAMS.get(key));
        }
      }
      if (len == 2) {
        var coin = Coins.byName(key);
        if (coin.isPresent()) {
          return new Span(i, i + 2, CryptoFetcher.KIND, coin.get().symbol());
        }
      }
    }
    if (INDEX_FIRST_WORDS.contains(lw)) {
      // "and the CAC 40?", "check the DAX": an index by its name, as its symbol
      for (int len = Math.min(4, n - i); len >= 1; len--) {
        String key = len == 1 ? lw : String.join(" ", u.lowerWords.subList(i, i + len));
        String index = StockRule.INDICES.get(key);
        if (index != null) {
          return new Span(i, i + len, StockFetcher.KIND, index);
        }
      }
    }
    // plain tests, not Optional's lambdas: classes less on a cold start (#23)
    var coin = Coins.byName(lw);
    if (coin.isEmpty()) {
      coin = Coins.bySymbol(w);
      if (coin.isPresent()
          && !(w.equals(coin.get().symbol()) || !coin.get().everydayWord() || i > 0)) {
        coin = java.util.Optional.empty();
      }
    }
    if (coin.isPresent()) {
      return new Span(i, i + 1, CryptoFetcher.KIND, coin.get().symbol());
    }
    String upper = w.toUpperCase(Locale.ROOT);
    if (Lexicon.LOWER_TICKERS.contains(upper) || upper.equals(w) && StockRule.ticker(w, 0)) {
      if (!Lexicon.NOT_TICKERS.contains(upper) && !CurrencyRule.isCode(upper)) {
        return new Span(i, i + 1, StockFetcher.KIND, upper);
      }
    }
    String currency = Lexicon.CURRENCIES.get(lw);
    if (currency == null) {
      currency = CURRENCY_FORMS.get(lw);
    }
    if (currency != null && !currency.equals("NOK")) {
      return new Span(i, i + 1, CurrencyFetcher.KIND, currency + "/NOK");
    }
    return null;
  }

  /** Norwegian forms of currency names the rules' lexicon does not hold. */
  private static final Map<String, String> CURRENCY_FORMS =
      Map.ofEntries(
          Map.entry("dollaren", "USD"),
          Map.entry("dollarn", "USD"),
          Map.entry("dollarkurs", "USD"),
          Map.entry("dollarkursen", "USD"),
          Map.entry("euroen", "EUR"),
          Map.entry("eurokurs", "EUR"),
          Map.entry("eurokursen", "EUR"),
          Map.entry("pundet", "GBP"),
          Map.entry("pund", "GBP"),
          Map.entry("pundkursen", "GBP"),
          Map.entry("yen", "JPY"),
          Map.entry("franc", "CHF"),
          Map.entry("franken", "CHF"));
}
