package dev.vex.grounding.intent;

import java.text.Normalizer;
import java.util.Currency;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Currencies by their names in English and Norwegian, taken from the JDK's own display names
 * ({@link Currency#getDisplayName(Locale)}, CLDR): "Indian Rupee", "indiske rupier", "Turkish
 * Lira", "tyrkiske lire", with their plurals and the Norwegian singular adjective ("indisk rupi"),
 * and the name's last word alone ("rupee", "baht", "lira") where it names one currency or one
 * clearly first. A last word that is also an everyday word ("won", "real", "rand", "mark") is a
 * currency only after an amount, "how many/much" or its country's adjective. Immutable.
 */
final class CurrencyNames {
  private CurrencyNames() {}

  /** A currency found in a text: its code and the words it spans. */
  record Hit(String code, int from, int to) {}

  /** Folded phrases of one to four words to the currency they name. */
  private static final Map<String, String> PHRASES = new HashMap<>();

  /** Units that name a currency alone, without an amount or an adjective before them. */
  private static final Map<String, String> UNITS = new HashMap<>();

  /** Units that are also everyday words: a currency only after an amount or "how many". */
  private static final Map<String, String> WORD_UNITS = new HashMap<>();

  /** Every unit a name ends with, in all its forms: a word not here ends no name. */
  private static final Set<String> ENDINGS = new HashSet<>();

  /** ISO 4217 codes the JDK knows (lower case), for pairs written with a slash ("usd/try"). */
  private static final Set<String> CODES = new HashSet<>();

  /** Phrases several currencies share ("korean won"): the unit's first currency, or none. */
  private static final Map<String, Set<String>> SHARED = new HashMap<>();

  /** The unit a word names first when several currencies share it. */
  private static final Map<String, String> FIRST =
      Map.ofEntries(
          Map.entry("dollar", "USD"),
          Map.entry("rupee", "INR"),
          Map.entry("rupi", "INR"),
          Map.entry("rupier", "INR"),
          Map.entry("peso", "MXN"),
          Map.entry("franc", "CHF"),
          Map.entry("krone", "NOK"),
          Map.entry("kroner", "NOK"),
          Map.entry("krona", "SEK"),
          Map.entry("pound", "GBP"),
          Map.entry("pund", "GBP"),
          Map.entry("lira", "TRY"),
          Map.entry("lire", "TRY"),
          Map.entry("riyal", "SAR"),
          Map.entry("rial", "IRR"),
          Map.entry("real", "BRL"),
          Map.entry("rand", "ZAR"),
          Map.entry("won", "KRW"),
          Map.entry("yuan", "CNY"),
          Map.entry("rubel", "RUB"),
          Map.entry("ruble", "RUB"),
          Map.entry("rubler", "RUB"),
          Map.entry("shekel", "ILS"),
          Map.entry("dirham", "AED"));

  /**
   * Last words that name a currency alone in a sentence (not everyday words in either language).
   */
  private static final Set<String> ALONE = WordLists.set("CurrencyNames.ALONE");

  /** Everyday-word units of another language's plural: English adds -s, with these exceptions. */
  private static final Map<String, List<String>> PLURALS =
      Map.ofEntries(
          Map.entry("real", List.of("reais", "reals", "realer")),
          Map.entry("krona", List.of("kronor", "kronur", "kronas")),
          Map.entry("koruna", List.of("koruny", "korunas")),
          Map.entry("lira", List.of("lire", "liras")),
          Map.entry("lire", List.of("lira", "liras")),
          Map.entry("rupier", List.of("rupi")),
          Map.entry("rubler", List.of("rubel")),
          Map.entry("forinter", List.of("forint")),
          Map.entry("pesos", List.of("peso")),
          // CLDR's newer name of the Philippine peso; people write "peso"
          Map.entry("piso", List.of("pisos", "peso", "pesos")),
          Map.entry("kroner", List.of("krone")),
          Map.entry("zloty", List.of("zlotys", "zlotych", "zlote")),
          Map.entry("yen", List.of()),
          Map.entry("yuan", List.of()),
          Map.entry("won", List.of()),
          Map.entry("rand", List.of()),
          Map.entry("baht", List.of()));

  static {
    Map<String, Set<String>> lastWords = new HashMap<>();
    for (JdkNames.Name c : JdkNames.currencies()) {
      String code = c.code();
      if (code.startsWith("X")) {
        continue; // gold, silver, testing and fund units
      }
      CODES.add(code.toLowerCase(Locale.ROOT));
      for (boolean norwegian : new boolean[] {false, true}) {
        String name = fold(norwegian ? c.norwegian() : c.english());
        if (name.equals(code.toLowerCase(Locale.ROOT)) || name.isEmpty()) {
          continue;
        }
        String[] w = name.replace('-', ' ').split(" ");
        String last = w[w.length - 1];
        lastWords.computeIfAbsent(last, k -> new HashSet<>()).add(code);
        for (String unit : forms(last)) {
          lastWords.computeIfAbsent(unit, k -> new HashSet<>()).add(code);
          for (int from = 0; from < w.length - 1; from++) {
            // "south korean won", "korean won"; "indiske rupier", "indisk rupi"
            StringBuilder head = new StringBuilder();
            for (int k = from; k < w.length - 1; k++) {
              head.append(w[k]).append(' ');
            }
            put(head + unit, code);
            String h = head.toString().strip();
            if (norwegian && h.endsWith("ske")) {
              put(h.substring(0, h.length() - 1) + " " + unit, code);
            }
          }
        }
      }
    }
    ENDINGS.addAll(lastWords.keySet());
    for (var e : SHARED.entrySet()) {
      String unit = e.getKey().substring(e.getKey().lastIndexOf(' ') + 1);
      String first = FIRST.get(unit);
      if (first == null) {
        first = FIRST.get(singular(unit));
      }
      if (first != null && e.getValue().contains(first)) {
        PHRASES.put(e.getKey(), first);
      } else {
        PHRASES.remove(e.getKey());
      }
    }
    for (var e : lastWords.entrySet()) {
      String unit = e.getKey();
      String code = FIRST.get(unit);
      if (code == null && FIRST.containsKey(singular(unit))) {
        // "dirhams", "rupees": the plural of a unit several currencies share names its first
        code = FIRST.get(singular(unit));
      }
      if (code == null && e.getValue().size() == 1) {
        code = e.getValue().iterator().next();
      }
      if (code == null) {
        continue;
      }
      if (ALONE.contains(unit) || ALONE.contains(singular(unit))) {
        UNITS.put(unit, code);
      } else {
        WORD_UNITS.put(unit, code);
      }
    }
  }

  private static void put(String phrase, String code) {
    String p = phrase.strip();
    String had = PHRASES.putIfAbsent(p, code);
    if (had != null && !had.equals(code)) {
      SHARED.computeIfAbsent(p, k -> new HashSet<>(Set.of(had))).add(code);
    }
  }

  private static String singular(String unit) {
    return unit.endsWith("s") ? unit.substring(0, unit.length() - 1) : unit;
  }

  /** A unit and its plurals. */
  private static List<String> forms(String unit) {
    List<String> more = PLURALS.get(unit);
    java.util.ArrayList<String> out = new java.util.ArrayList<>();
    out.add(unit);
    if (more != null) {
      out.addAll(more);
    } else if (!unit.endsWith("s")) {
      out.add(unit + "s");
    }
    return out;
  }

  /** Lower case without accents ("króna" is "krona"). */
  static String fold(String s) {
    boolean ascii = true;
    for (int i = 0; i < s.length() && ascii; i++) {
      char c = s.charAt(i);
      ascii = c < 128 && !Character.isUpperCase(c);
    }
    if (ascii) {
      return s.strip();
    }
    String latin = latin1(s);
    if (latin != null) {
      return latin.strip();
    }
    String n = Normalizer.normalize(s.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
    StringBuilder b = new StringBuilder(n.length());
    for (int i = 0; i < n.length(); i++) {
      char ch = n.charAt(i);
      if (Character.getType(ch) != Character.NON_SPACING_MARK) {
        b.append(ch);
      }
    }
    return b.toString().replace("ø", "o").replace("æ", "ae").replace("å", "a").strip();
  }

  /**
   * {@link #fold} for text in Latin-1 without loading the JDK's normalization data (tens of
   * milliseconds on a cold JVM): each letter as NFD would leave it with its marks dropped ("é" is
   * "e", "ñ" is "n"), "ø" "o", "æ" "ae", "å" "a", dashes and quotes as they are; null when the text
   * holds another character.
   */
  private static String latin1(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2);
    for (int i = 0; i < s.length(); i++) {
      char c = Character.toLowerCase(s.charAt(i));
      if (c < 128 || c >= 0x2000 && c <= 0x206F || c >= 0x02B0 && c <= 0x02FF) {
        b.append(c); // ASCII, dashes, quotes and modifier letters ("paʻanga"): NFD keeps them
        continue;
      }
      String base =
          switch (c) {
            case 'à', 'á', 'â', 'ã', 'ä', 'å' -> "a";
            case 'æ' -> "ae";
            case 'ç' -> "c";
            case 'è', 'é', 'ê', 'ë' -> "e";
            case 'ì', 'í', 'î', 'ï' -> "i";
            case 'ñ' -> "n";
            case 'ò', 'ó', 'ô', 'õ', 'ö', 'ø' -> "o";
            case 'ù', 'ú', 'û', 'ü' -> "u";
            case 'ý', 'ÿ' -> "y";
            case 'ð', 'þ', 'ß' -> String.valueOf(c);
            default -> null;
          };
      if (base == null) {
        return null;
      }
      b.append(base);
    }
    return b.toString();
  }

  /** Whether a word is an ISO 4217 code the JDK knows. */
  static boolean isIsoCode(String lower) {
    return CODES.contains(lower);
  }

  /**
   * The currency whose name ends at word {@code i} ("brazilian reais", "tyrkiske lire", "rupees"),
   * or null: the longest name ending there, then the unit alone.
   */
  static Hit endingAt(List<String> lowerWords, int i) {
    String unit = fold(lowerWords.get(i));
    if (!ENDINGS.contains(unit)) {
      return null;
    }
    for (int len = Math.min(4, i + 1); len >= 2; len--) {
      StringBuilder p = new StringBuilder();
      for (int k = i - len + 1; k <= i; k++) {
        p.append(k == i ? unit : fold(lowerWords.get(k))).append(' ');
      }
      String code = PHRASES.get(p.toString().strip());
      if (code != null) {
        return new Hit(code, i - len + 1, i + 1);
      }
    }
    String code = UNITS.get(unit);
    if (code != null) {
      return new Hit(code, i, i + 1);
    }
    code = WORD_UNITS.get(unit);
    if (code != null && i > 0) {
      String before = lowerWords.get(i - 1);
      if (!CurrencyRule.number(before.replace(",", "")).isEmpty()
          || before.equals("many")
          || before.equals("much")
          || before.equals("mange")
          || before.length() > 1
              && before.endsWith("k")
              && !CurrencyRule.number(before.substring(0, before.length() - 1)).isEmpty()) {
        return new Hit(code, i, i + 1);
      }
    }
    boolean opens =
        i == 0
            || FROM.contains(lowerWords.get(i - 1))
            || lowerWords.get(i - 1).chars().allMatch(Character::isDigit); // "20 000 won i nok"
    if (code != null
        && (across(lowerWords, i, -1)
            || opens && across(lowerWords, i, 1)
            || worthIn(lowerWords, i))) {
      // "whats 1 dollar in rand": converted to another currency; "won to dollar", "convert rand
      // to euros": from one, when the unit opens the message or follows a word of converting
      // ("we won in dollar terms" converts nothing)
      return new Hit(code, i, i + 1);
    }
    return null;
  }

  /** Words of a value between a currency and "in": "a dollar worth in won". */
  private static final Set<String> WORTH = Set.of("worth", "verdt", "valued", "verd");

  /**
   * Whether the unit at {@code i} follows "worth in" and a currency that is not an everyday word
   * stands right before "worth" ("how much is a dollar worth in won", "hva er en euro verdt i
   * rand"; tune20): the currency a value is given in.
   */
  private static boolean worthIn(List<String> lowerWords, int i) {
    if (i < 3
        || !BETWEEN.contains(lowerWords.get(i - 1))
        || !WORTH.contains(lowerWords.get(i - 2))) {
      return false;
    }
    String w = fold(lowerWords.get(i - 3));
    return CurrencyRule.isUnitWord(w) || UNITS.containsKey(w) || CODES.contains(w);
  }

  /** Words after which a unit is the currency converted from. */
  private static final Set<String> FROM =
      Set.of("convert", "konverter", "from", "fra", "veksle", "exchange", "change");

  /** Words that join two currencies in a conversion or a comparison. */
  private static final Set<String> BETWEEN = WordLists.set("CurrencyNames.BETWEEN");

  /**
   * Whether the word at {@code i + 2 * step} is a currency that is not itself an everyday word
   * ("dollar", "nok", "euros", "baht"), with a conversion word between ("won to dollar").
   */
  private static boolean across(List<String> lowerWords, int i, int step) {
    int join = i + step;
    int other = i + 2 * step;
    if (other < 0 || other >= lowerWords.size() || !BETWEEN.contains(lowerWords.get(join))) {
      return false;
    }
    String w = fold(lowerWords.get(other));
    return CurrencyRule.isUnitWord(w) || UNITS.containsKey(w) || CODES.contains(w);
  }

  /** Whether a text is nothing but a currency's name or unit ("forint", "Turkish lira"). */
  static boolean isName(String text) {
    String f = fold(text);
    return PHRASES.containsKey(f) || UNITS.containsKey(f) || WORD_UNITS.containsKey(f);
  }
}
