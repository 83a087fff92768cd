package dev.vex.core.internal.turn;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

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

  /** Common function words of Norwegian, one space between each. */
  private static final String NORWEGIAN_WORDS =
      "hva hvor hvordan hvem hvilken hvilke hvorfor når er det jeg ikke og på til med "
          + "som kan du meg vi har skal blir av om fra nå dag morgen været vær prisen koster "
          + "gjør finn gi hei takk kronor kroner nyheter oppskrift også eller men hos mye "
          + "mange dette den de seg noe sist siste";

  /** Common function words of English, one space between each. */
  private static final String ENGLISH_WORDS =
      "what where how who which why when is are the it not and on to with can you me we "
          + "have will of from now today tomorrow weather price cost costs does do find give "
          + "hello thanks please news recipe also or but much many this that a an latest in "
          + "for my i";

  /** Each word of either list, with bit 1 set for Norwegian and bit 2 for English: one lookup. */
  private static final Map<String, Integer> WORDS = words();

  private Language() {}

  private static Map<String, Integer> words() {
    Map<String, Integer> m = new HashMap<>();
    for (String w : NORWEGIAN_WORDS.split(" ")) {
      m.put(w, 1);
    }
    for (String w : ENGLISH_WORDS.split(" ")) {
      m.put(w, m.getOrDefault(w, 0) | 2);
    }
    return Map.copyOf(m);
  }

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
    char[] word = new char[12];
    while (i < end) {
      char c = text.charAt(i);
      if (!Character.isLetter(c)) {
        i++;
        continue;
      }
      int start = i;
      boolean latin1 = true;
      while (i < end && Character.isLetter(text.charAt(i))) {
        char c0 = text.charAt(i);
        char l = Character.toLowerCase(c0);
        if (l == 'æ' || l == 'ø' || l == 'å') {
          no++;
        }
        if (c0 > 0xFF) {
          latin1 = false;
        } else if (i - start < word.length) {
          word[i - start] = l;
        }
        i++;
      }
      if (i - start > 12) {
        continue;
      }
      // Latin-1 letters lower-case one by one as String.toLowerCase(Locale.ROOT) does them.
      String w =
          latin1
              ? new String(word, 0, i - start)
              : text.substring(start, i).toLowerCase(Locale.ROOT);
      Integer in = WORDS.get(w);
      if (in != null) {
        no += in & 1;
        en += in >> 1;
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
