package dev.vex.guards.digits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
  private static final Set<String> NUMBER_WORDS =
      Set.of(
          "zero",
          "one",
          "two",
          "three",
          "four",
          "five",
          "six",
          "seven",
          "eight",
          "nine",
          "ten",
          "eleven",
          "twelve",
          "thirteen",
          "fifteen",
          "twenty",
          "thirty",
          "forty",
          "fifty",
          "sixty",
          "seventy",
          "eighty",
          "ninety",
          "hundred",
          "thousand",
          "million",
          "billion",
          "trillion",
          "dozen",
          "half",
          "null",
          "tre",
          "fire",
          "fem",
          "seks",
          "sju",
          "syv",
          "åtte",
          "ni",
          "ti",
          "tolv",
          "tjue",
          "tretti",
          "førti",
          "femti",
          "seksti",
          "sytti",
          "åtti",
          "nitti",
          "hundre",
          "tusen",
          "millioner",
          "milliard",
          "milliarder",
          "minus",
          "halv");

  /** Comparatives and superlatives: a claim about other data than the turn fetched. */
  private static final Set<String> COMPARISONS =
      Set.of(
          "than",
          "enn",
          "higher",
          "lower",
          "highest",
          "lowest",
          "cheaper",
          "cheapest",
          "pricier",
          "costlier",
          "warmer",
          "warmest",
          "colder",
          "coldest",
          "hotter",
          "hottest",
          "cooler",
          "coolest",
          "stronger",
          "strongest",
          "weaker",
          "weakest",
          "biggest",
          "largest",
          "smallest",
          "record",
          "best",
          "worst",
          "better",
          "worse",
          "ever",
          "most",
          "least",
          "høyere",
          "lavere",
          "høyeste",
          "laveste",
          "billigere",
          "billigste",
          "dyrere",
          "dyreste",
          "varmere",
          "varmeste",
          "kaldere",
          "kaldeste",
          "sterkere",
          "sterkeste",
          "svakere",
          "svakeste",
          "største",
          "minste",
          "rekord",
          "rekordhøy",
          "rekordlav",
          "noensinne",
          "beste",
          "verste",
          "bedre",
          "verre",
          "mest",
          "minst");

  /** Words of an error the model printed instead of an answer. */
  private static final Set<String> ERROR_WORDS =
      Set.of(
          "error",
          "errors",
          "exception",
          "traceback",
          "failed",
          "failure",
          "unavailable",
          "timeout",
          "feil",
          "feilmelding",
          "utilgjengelig",
          "tidsavbrudd");

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
  private static final Set<String> ENGLISH =
      Set.of(
          "the", "is", "are", "was", "were", "it", "this", "that", "of", "and", "with", "you",
          "your", "be", "have", "has", "not", "on", "what", "which", "will", "would", "can",
          "could", "should", "there", "they", "we", "my", "me", "an", "or", "if", "does", "today",
          "now", "here", "about", "just", "very", "please", "let", "know", "its", "it's", "i'm",
          "don't", "these", "those", "their", "our", "been", "into", "than", "nice", "day");

  /** Function words only Norwegian has. */
  private static final Set<String> NORWEGIAN =
      Set.of(
          "og", "er", "det", "en", "et", "ei", "på", "av", "til", "med", "som", "ikke", "jeg", "du",
          "har", "var", "den", "de", "om", "så", "kan", "vil", "skal", "nå", "også", "eller", "fra",
          "hva", "hvor", "dette", "denne", "blir", "ble", "meg", "deg", "vi", "dere", "seg", "sin",
          "sitt", "hos", "etter", "før", "enn", "mye", "litt", "bare", "veldig", "gjerne", "takk",
          "ha", "hei", "dag", "noe", "noen", "kun", "får", "gå", "sjekk", "din", "ditt");

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
  static String sentencesWithoutFigures(String text, Locale locale, int change) {
    List<String> kept = new ArrayList<>();
    int from = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      boolean end =
          c == '\n'
              || ((c == '.' || c == '!' || c == '?' || c == '…')
                  && (i + 1 == n || Character.isWhitespace(text.charAt(i + 1))));
      if (end || i + 1 == n) {
        String s = text.substring(from, i + 1).strip();
        if (keep(s, locale, change)) {
          kept.add(s);
        }
        from = i + 1;
      }
    }
    return String.join(" ", kept);
  }

  /**
   * Whether one sentence may follow the real data: it has letters, no figure, nothing a renderer
   * could make a link of, no claimed move against the data (or any move when the data has no single
   * direction), no comparison or superlative, no error object or error words, no refusal or hedge,
   * and is not in the other of English and Norwegian than the reply.
   */
  static boolean keep(String s, Locale locale, int change) {
    if (s.isEmpty() || !hasLetter(s) || hasLink(s) || errorObject(s)) {
      return false;
    }
    String lower = s.toLowerCase(Locale.ROOT);
    for (String hedge : HEDGES) {
      int at = lower.indexOf(hedge);
      if (at >= 0
          && (at == 0 || !Character.isLetter(lower.charAt(at - 1)))
          && (at + hedge.length() == lower.length()
              || !Character.isLetter(lower.charAt(at + hedge.length())))) {
        return false;
      }
    }
    int english = 0;
    int norwegian = 0;
    int wordStart = -1;
    for (int i = 0; i <= lower.length(); i++) {
      char c = i < lower.length() ? lower.charAt(i) : ' ';
      if (Character.isDigit(c)) {
        return false;
      }
      if (Character.isLetter(c) || (c == '\'' || c == '’') && wordStart >= 0) {
        if (wordStart < 0) {
          wordStart = i;
        }
        continue;
      }
      if (wordStart < 0) {
        continue;
      }
      String word = lower.substring(wordStart, i).replace('’', '\'');
      wordStart = -1;
      int move = Directions.claim(word);
      if (NUMBER_WORDS.contains(word)
          || word.endsWith("teen") && word.length() > 5
          || move != 0 && move != change
          || COMPARISONS.contains(word)
          || ERROR_WORDS.contains(word)) {
        return false;
      }
      if (ENGLISH.contains(word)) {
        english++;
      }
      if (NORWEGIAN.contains(word)
          || word.indexOf('æ') >= 0
          || word.indexOf('ø') >= 0
          || word.indexOf('å') >= 0) {
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
    return s.chars().anyMatch(Character::isLetter);
  }
}
