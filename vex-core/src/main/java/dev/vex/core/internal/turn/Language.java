package dev.vex.core.internal.turn;

import java.util.Locale;
import java.util.Set;

/**
 * Tells Norwegian from English in a user's message, so that the reply's summaries, overrides and
 * fallbacks come in the language the user wrote. Small on purpose: it counts common function words
 * of each language and the letters æ, ø and å in the first {@value #SCAN_LIMIT} characters, and
 * says nothing when the evidence is thin or even (the agent's own locale then decides). Not part of
 * the API.
 */
public final class Language {
  /** Only the start of a message is read: the work is bounded whatever the message's size. */
  static final int SCAN_LIMIT = 1_000;

  /** A language needs at least this many signs, and more than the other, to be chosen. */
  static final int MIN_EVIDENCE = 2;

  /** Norwegian Bokmål. */
  public static final Locale NORWEGIAN = Locale.forLanguageTag("nb");

  private static final Set<String> NORWEGIAN_WORDS =
      Set.of(
          "hva",
          "hvor",
          "hvordan",
          "hvem",
          "hvilken",
          "hvilke",
          "hvorfor",
          "når",
          "er",
          "det",
          "jeg",
          "ikke",
          "og",
          "på",
          "til",
          "med",
          "som",
          "kan",
          "du",
          "meg",
          "vi",
          "har",
          "skal",
          "blir",
          "av",
          "om",
          "fra",
          "nå",
          "dag",
          "morgen",
          "været",
          "vær",
          "prisen",
          "koster",
          "gjør",
          "finn",
          "gi",
          "hei",
          "takk",
          "kronor",
          "kroner",
          "nyheter",
          "oppskrift",
          "også",
          "eller",
          "men",
          "hos",
          "mye",
          "mange",
          "dette",
          "den",
          "de",
          "seg",
          "noe",
          "sist",
          "siste");
  private static final Set<String> ENGLISH_WORDS =
      Set.of(
          "what",
          "where",
          "how",
          "who",
          "which",
          "why",
          "when",
          "is",
          "are",
          "the",
          "it",
          "not",
          "and",
          "on",
          "to",
          "with",
          "can",
          "you",
          "me",
          "we",
          "have",
          "will",
          "of",
          "from",
          "now",
          "today",
          "tomorrow",
          "weather",
          "price",
          "cost",
          "costs",
          "does",
          "do",
          "find",
          "give",
          "hello",
          "thanks",
          "please",
          "news",
          "recipe",
          "also",
          "or",
          "but",
          "much",
          "many",
          "this",
          "that",
          "a",
          "an",
          "latest",
          "in",
          "for",
          "my",
          "i");

  private Language() {}

  /**
   * Returns the language of a message, or the default when the message does not say.
   *
   * @param text the user's message
   * @param fallback the agent's locale
   * @return {@link #NORWEGIAN}, {@link Locale#ENGLISH}, or {@code fallback}
   */
  public static Locale of(String text, Locale fallback) {
    int end = Math.min(text.length(), SCAN_LIMIT);
    int no = 0;
    int en = 0;
    int i = 0;
    while (i < end) {
      char c = text.charAt(i);
      if (!Character.isLetter(c)) {
        i++;
        continue;
      }
      int start = i;
      while (i < end && Character.isLetter(text.charAt(i))) {
        char l = Character.toLowerCase(text.charAt(i));
        if (l == 'æ' || l == 'ø' || l == 'å') {
          no++;
        }
        i++;
      }
      if (i - start > 12) {
        continue;
      }
      String word = text.substring(start, i).toLowerCase(Locale.ROOT);
      if (NORWEGIAN_WORDS.contains(word)) {
        no++;
      }
      if (ENGLISH_WORDS.contains(word)) {
        en++;
      }
    }
    if (no >= MIN_EVIDENCE && no > en) {
      return isNorwegian(fallback) ? fallback : NORWEGIAN;
    }
    if (en >= MIN_EVIDENCE && en > no) {
      return "en".equals(fallback.getLanguage()) ? fallback : Locale.ENGLISH;
    }
    return fallback;
  }

  private static boolean isNorwegian(Locale l) {
    String lang = l.getLanguage();
    return "nb".equals(lang) || "no".equals(lang) || "nn".equals(lang);
  }
}
