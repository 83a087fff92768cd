package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The message as the ask model reads it: names masked by their kind's placeholder, and the kinds
 * the rules found as bits.
 */
final class ModelInput {
  private ModelInput() {}

  private static final Candidates MASKER = new Candidates(GroundingClassifier.ALL_KINDS, 6);

  /**
   * The message as the ask model reads it: the names the rules found (a place, a team, a company, a
   * coin) replaced by one placeholder, so that the model judges the question's form and not which
   * city or team it names. Used for training and for classifying alike.
   */
  static String masked(String text) {
    Utterance u = new Utterance(text.length() > 4000 ? text.substring(0, 4000) : text);
    return mask(u, MASKER.find(u));
  }

  private static final List<String> KIND_ORDER =
      List.of(
          WeatherFetcher.KIND,
          NewsFetcher.KIND,
          SearchFetcher.KIND,
          StockFetcher.KIND,
          CryptoFetcher.KIND,
          RecipeFetcher.KIND,
          SportsFetcher.KIND,
          CurrencyFetcher.KIND,
          TranslateFetcher.KIND);

  /** The kinds of the candidates as bits (weather 1, news 2, search 4, …), for the ask model. */
  static int kindBits(List<Intent> intents) {
    int bits = 0;
    for (Intent i : intents) {
      int k = KIND_ORDER.indexOf(i.kind());
      bits |= k >= 0 ? 1 << k : 0;
    }
    return bits;
  }

  /** The kinds the rules find in a message, as {@link #kindBits(List)} gives them. */
  static int kindBits(String text) {
    return kindBits(
        MASKER.find(new Utterance(text.length() > 4000 ? text.substring(0, 4000) : text)));
  }

  static final Set<String> MASKED_KINDS =
      Set.of(
          WeatherFetcher.KIND,
          SportsFetcher.KIND,
          StockFetcher.KIND,
          CryptoFetcher.KIND,
          RecipeFetcher.KIND);

  static String mask(Utterance u, List<Intent> intents) {
    java.util.Map<String, String> words = new java.util.HashMap<>();
    for (Intent i : intents) {
      if (!MASKED_KINDS.contains(i.kind()) || i.subject().isEmpty()) {
        continue;
      }
      String token = placeholder(u, i);
      if (token == null) {
        continue;
      }
      putWords(words, i.subject(), token);
      if (CryptoFetcher.KIND.equals(i.kind())) {
        dev.vex.grounding.internal.Coins.Coin c =
            dev.vex.grounding.internal.Coins.bySymbol(i.subject()).orElse(null);
        if (c != null) {
          putWords(words, c.name(), token);
        }
      }
    }
    if (words.isEmpty()) {
      return u.original;
    }
    String text = u.original;
    StringBuilder sb = new StringBuilder(text.length());
    StringBuilder core = new StringBuilder(24);
    int n = text.length();
    int i = 0;
    while (i < n) {
      int s = i;
      while (i < n && text.charAt(i) != ' ') {
        i++;
      }
      // the word without its punctuation, lower case, as the rules' subjects are written
      core.setLength(0);
      int from = -1;
      int to = -1;
      for (int k = s; k < i; k++) {
        char c = text.charAt(k);
        if (Character.isLetterOrDigit(c) || "&.^/".indexOf(c) >= 0) {
          core.append(Character.toLowerCase(c));
          from = from < 0 ? k : from;
          to = k + 1;
        }
      }
      String key = core.toString();
      String token =
          from < 0 ? null : words.get(key.endsWith(".") ? key.substring(0, key.length() - 1) : key);
      int cut = token == null && from >= 0 ? joint(text, from, i) : -1;
      if (token != null && token.startsWith(KEEP)) {
        // the placeholder before the word itself
        sb.append(text, s, from).append(token, 1, token.length()).append(' ').append(text, from, i);
      } else if (token != null) {
        sb.append(text, s, from).append(token).append(text, Math.min(to, i), i);
      } else if (cut > from && (token = words.get(core(text, from, cut))) != null) {
        // "Apple's", "Telenor-aksjen", "city-kampen": the name before the joint is the subject
        sb.append(text, s, from)
            .append(token.startsWith(KEEP) ? token.substring(1) : token)
            .append(text, cut, i);
      } else {
        sb.append(text, s, i);
      }
      if (i < n) {
        sb.append(' ');
        i++;
      }
    }
    return sb.toString();
  }

  /** Where a name ends inside a word: at its first hyphen or apostrophe; -1 if none. */
  private static int joint(String text, int from, int end) {
    for (int k = from + 1; k < end; k++) {
      char c = text.charAt(k);
      if (c == '-' || c == '\'' || c == '\u2019') {
        return k;
      }
    }
    return -1;
  }

  /** The letters and digits of a part of a word, lower case. */
  private static String core(String text, int from, int end) {
    StringBuilder sb = new StringBuilder(end - from);
    for (int k = from; k < end; k++) {
      char c = text.charAt(k);
      if (Character.isLetterOrDigit(c) || "&.^/".indexOf(c) >= 0) {
        sb.append(Character.toLowerCase(c));
      }
    }
    return sb.toString();
  }

  private static void putWords(java.util.Map<String, String> words, String name, String token) {
    // the words between runs of whitespace and slashes, as a split at [\s/]+ gives them, without a
    // matcher and an array per name
    String lower = name.toLowerCase(Locale.ROOT);
    int n = lower.length();
    for (int i = 0; i < n; ) {
      while (i < n && nameSplit(lower.charAt(i))) {
        i++;
      }
      int s = i;
      while (i < n && !nameSplit(lower.charAt(i))) {
        i++;
      }
      if (i - s >= 2) {
        words.putIfAbsent(lower.substring(s, i), token);
      }
    }
  }

  /** The characters of {@code [\\s/]}. */
  private static boolean nameSplit(char c) {
    return c == '/' || c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * The word that stands for a subject in the text the ask model reads: its kind's placeholder, and
   * for a place whether it is a known place, a name written with a capital, or a lower-case word
   * the gazetteer does not know ("i hate cold weather" gives the place "Hate Cold").
   */
  private static String placeholder(Utterance u, Intent i) {
    return switch (i.kind()) {
      case WeatherFetcher.KIND -> {
        if (Entities.knownPlace(i.subject())) {
          yield "xplace";
        }
        String first = i.subject().split(" ")[0];
        int at = u.lower.indexOf(first.toLowerCase(Locale.ROOT));
        yield at >= 0 && Character.isUpperCase(u.original.charAt(at)) ? "xname" : "xword";
      }
      case CryptoFetcher.KIND -> "xcoin";
      case StockFetcher.KIND -> "xstock";
      case SportsFetcher.KIND -> "xteam";
      // a dish the lexicon knows is masked; any other subject keeps its words, so that the
      // model reads whether "a recipe for grief" or "oppskrift på suksess" names food
      default -> knownDish(i.subject()) ? "xdish" : KEEP + "xdish";
    };
  }

  private static final Set<String> DISH_NAMES = dishNames();

  /** Marks a placeholder written before the subject's word instead of in its place. */
  private static final String KEEP = "+";

  private static Set<String> dishNames() {
    Set<String> out = new java.util.HashSet<>();
    for (var d : Lexicon.DISHES.entrySet()) {
      out.add(d.getKey().toLowerCase(Locale.ROOT));
      out.add(d.getValue().toLowerCase(Locale.ROOT));
    }
    return Set.copyOf(out);
  }

  private static boolean knownDish(String subject) {
    return DISH_NAMES.contains(subject.toLowerCase(Locale.ROOT));
  }
}
