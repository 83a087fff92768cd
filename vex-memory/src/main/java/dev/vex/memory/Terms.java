package dev.vex.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The search terms of a query: words of letters and digits only (so no full-text syntax or SQL
 * reaches the database), lower case, without common English and Norwegian words, at most 32 of them
 * from the first 2,000 characters.
 */
final class Terms {
  static final int MAX_TERMS = 32;
  static final int MAX_CHARS = 2_000;
  static final int MAX_TERM = 64;

  private static final Set<String> STOP =
      Set.copyOf(
          List.of(
              "the", "and", "for", "you", "are", "was", "what", "who", "how", "when", "where",
              "why", "can", "could", "would", "should", "will", "with", "this", "that", "have",
              "has", "had", "about", "from", "your", "any", "some", "tell", "know", "does", "did",
              "not", "but", "all", "get", "give", "please", "my", "me", "do", "is", "am", "be",
              "it", "in", "on", "at", "to", "of", "or", "an", "as", "by", "so", "if", "we", "us",
              "our", "its", "they", "them", "their", "there", "than", "then", "which", "been",
              "were", "og", "det", "som", "jeg", "meg", "min", "mitt", "mine", "du", "deg", "din",
              "er", "var", "har", "hva", "hvem", "hvor", "hvordan", "når", "kan", "vil", "skal",
              "med", "til", "fra", "for", "på", "av", "en", "et", "ei", "den", "de", "ikke", "om",
              "noe", "så", "men", "eller", "vi", "han", "hun", "seg", "sin", "sitt", "sine", "da",
              "nå", "her", "der"));

  private Terms() {}

  static List<String> of(String query) {
    List<String> out = new ArrayList<>();
    if (query == null) {
      return out;
    }
    String q = query.length() > MAX_CHARS ? query.substring(0, MAX_CHARS) : query;
    StringBuilder word = new StringBuilder();
    for (int i = 0; i <= q.length() && out.size() < MAX_TERMS; i++) {
      int c = i < q.length() ? q.codePointAt(i) : ' ';
      if (Character.charCount(c) == 2) {
        i++;
      }
      if (Character.isLetterOrDigit(c)) {
        word.appendCodePoint(c);
        continue;
      }
      if (word.length() > 0) {
        String w = word.toString().toLowerCase(Locale.ROOT);
        word.setLength(0);
        if (w.length() >= 2 && w.length() <= MAX_TERM && !STOP.contains(w) && !out.contains(w)) {
          out.add(w);
        }
      }
    }
    return out;
  }
}
