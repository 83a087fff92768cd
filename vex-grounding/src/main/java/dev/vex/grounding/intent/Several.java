package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Several requests in one message (#21): "translate 'thank you' to german and give me a recipe for
 * schnitzel", "hvordan lager jeg pizza og blir det fint vær i kristiansand lørdag?", "pancake
 * recipe + search for a good non stick pan". The message is cut where "and", "og", "+" or "&" is
 * followed by a new request's first word (a question word, a command or a request noun), and each
 * part is classified alone. Only asks that the whole message did not find are added, and only when
 * the whole message asked for something: a part never turns talk into an ask. Linear in the
 * message's length: one regular-expression pass, at most {@link #MAX_PARTS} parts.
 */
final class Several {
  private Several() {}

  static final int MAX_PARTS = 4;

  /** The words that begin a request of its own after a joiner. */
  private static final String OPENERS =
      "what|what's|whats|how|how's|hows|when|when's|where|where's|which|who|is|are|did|does|do|"
          + "will|tell|give|show|get|find|search|google|look|check|translate|and|"
          + "hva|hvordan|hvor|når|hvem|hvilken|hvilke|er|blir|ble|vant|spiller|har|kan|gi|vis|"
          + "finn|søk|sjekk|google|oversett|si|ka|kor|koss|korleis|kva|åssen|"
          + "weather|været|vær|værmelding|værmeldingen|forecast|recipe|oppskrift|oppskrifta|"
          + "oppskriften|news|nyheter|nyhetene|price|prisen|kursen|score|resultatet|"
          + "the weather|the price|the score|the latest|a recipe|en oppskrift";

  static final Pattern JOINER =
      Pattern.compile(
          "(?:,\\s*|\\s+)(?:and then|and also|and|og så|og også|og|then|så|\\+|&)\\s+(?=(?:"
              + OPENERS
              + ")\\b)|\\s+[+&]\\s+",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** The requests of a message, or the message alone when it has one. */
  static List<String> requests(String text) {
    if (!mayJoin(text)) {
      String alone = text.strip();
      return alone.isEmpty() ? List.of() : List.of(alone);
    }
    List<String> parts = new ArrayList<>();
    Matcher m = JOINER.matcher(text);
    int from = 0;
    while (m.find() && parts.size() < MAX_PARTS - 1) {
      String part = text.substring(from, m.start()).strip();
      if (Utterance.tokens(part).size() >= 2) {
        parts.add(part);
        from = m.end();
      }
    }
    String last = text.substring(from).strip();
    if (!last.isEmpty()) {
      parts.add(last);
    }
    return parts;
  }

  /** {@link #JOINER}'s joining words, each of which its multi-word joiners begin with. */
  private static final String[] JOINING_WORDS = {"and", "og", "then", "så"};

  /**
   * What {@link #JOINER} cannot match without, checked before running it (#23): a comma or a
   * whitespace, more whitespace, then "and", "og", "then", "så" (any case), "+" or "&" and a
   * whitespace. Most messages ("what is the bitcoin price?") have none and never run the
   * expression.
   */
  static boolean mayJoin(String text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c != ',' && !space(c)) {
        continue;
      }
      int j = i + 1;
      while (j < n && space(text.charAt(j))) {
        j++;
      }
      char d = j < n ? text.charAt(j) : ' ';
      if ((d == '+' || d == '&') && j + 1 < n && space(text.charAt(j + 1))) {
        return true;
      }
      // an ASCII character that no joining word begins with, in any case, ends the look here
      if (d < 128 && "aAoOtTsS".indexOf(d) < 0) {
        i = j - 1;
        continue;
      }
      for (String w : JOINING_WORDS) {
        int end = j + w.length();
        if (end < n && text.regionMatches(true, j, w, 0, w.length()) && space(text.charAt(end))) {
          return true;
        }
      }
      i = j - 1;
    }
    return false;
  }

  /** The characters of the regular expression class {@code \s}. */
  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /** Kinds of which one message may ask for several subjects. */
  private static final Set<String> MANY =
      Set.of(SportsFetcher.KIND, CryptoFetcher.KIND, StockFetcher.KIND);

  /**
   * Whether a part's ask is new: no ask of the whole has its kind, or (teams, coins and companies)
   * none of that kind has its subject.
   */
  static boolean adds(List<Intent> found, Intent part) {
    String subject = part.subject().toLowerCase(Locale.ROOT);
    for (Intent i : found) {
      if (!i.kind().equals(part.kind())) {
        continue;
      }
      if (!i.isAsk() || !MANY.contains(part.kind())) {
        return false;
      }
      String other = i.subject().toLowerCase(Locale.ROOT);
      if (other.equals(subject) || other.contains(subject) || subject.contains(other)) {
        return false;
      }
    }
    return true;
  }

  /** The index of the whole message's mention of a part's ask (same kind and subject), or -1. */
  static int mentionOf(List<Intent> found, Intent part) {
    for (int k = 0; k < found.size(); k++) {
      Intent i = found.get(k);
      if (!i.isAsk()
          && i.kind().equals(part.kind())
          && i.subject().equalsIgnoreCase(part.subject())) {
        return k;
      }
    }
    return -1;
  }
}
