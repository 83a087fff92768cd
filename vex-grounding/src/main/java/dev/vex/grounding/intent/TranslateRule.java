package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.translate.TranslateFetcher;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Translation requests: "translate 'good morning' to Norwegian", "translate to English: hvor er
 * stasjonen", "oversett «god morgen» til engelsk", "how do you say thank you in Spanish", "hva
 * heter takk på tysk". The text becomes the subject and the language the {@code target} parameter.
 * "Lost in translation" and "translate this" without a language fire nothing.
 */
final class TranslateRule {
  static final Map<String, String> LANGUAGES = new LinkedHashMap<>();

  static {
    String[][] names = {
      {"english", "engelsk", "en"},
      {"norwegian", "norsk", "nb"},
      {"bokmål", "bokmål", "nb"},
      {"spanish", "spansk", "es"},
      {"german", "tysk", "de"},
      {"french", "fransk", "fr"},
      {"italian", "italiensk", "it"},
      {"portuguese", "portugisisk", "pt"},
      {"swedish", "svensk", "sv"},
      {"danish", "dansk", "da"},
      {"dutch", "nederlandsk", "nl"},
      {"polish", "polsk", "pl"},
      {"finnish", "finsk", "fi"},
      {"japanese", "japansk", "ja"},
      {"chinese", "kinesisk", "zh"},
      {"russian", "russisk", "ru"},
      {"ukrainian", "ukrainsk", "uk"},
      {"arabic", "arabisk", "ar"},
      {"turkish", "tyrkisk", "tr"},
      {"korean", "koreansk", "ko"},
      {"greek", "gresk", "el"},
    };
    for (String[] n : names) {
      LANGUAGES.put(n[0], n[2]);
      LANGUAGES.put(n[1], n[2]);
    }
  }

  private static final List<String> TRIGGERS =
      List.of("translate ", "oversett ", "oversette ", "translation of ", "oversettelse av ");
  private static final List<String> TARGET_WORDS =
      List.of(" to ", " into ", " in ", " til ", " på ", " into: ", " to: ", " til: ");
  private static final List<String> SAY =
      List.of(
          "how do you say ",
          "how do i say ",
          "how to say ",
          "hva heter ",
          "hvordan sier man ",
          "hvordan sier jeg ",
          "say ",
          "put ",
          "si ");

  private TranslateRule() {}

  static List<Intent> match(Utterance u) {
    String lower = u.lower;
    for (String t : TRIGGERS) {
      int at = wordAt(lower, t);
      if (at >= 0) {
        return translate(u, at + t.length());
      }
    }
    for (String s : SAY) {
      int at = wordAt(lower, s);
      if (at >= 0) {
        List<Intent> found = translate(u, at + s.length());
        if (!found.isEmpty()) {
          return found;
        }
      }
    }
    return quoted(u);
  }

  /**
   * A quoted text and a language ("what's 'thank you' in german", "hva er «takk» på tysk"), or a
   * language and a colon before the text ("in swedish pls: see you tomorrow").
   */
  private static List<Intent> quoted(Utterance u) {
    String s = u.original;
    String lower = u.lower;
    int colon = s.indexOf(':');
    if (colon > 0 && colon + 1 < s.length()) {
      String head = lower.substring(0, colon);
      for (String w : head.split("[\\s,]+")) {
        String code = LANGUAGES.get(w);
        if (code != null && (head.contains("in " + w) || head.contains("på " + w))) {
          String text = clean(s.substring(colon + 1));
          return text.isEmpty() ? List.of() : List.of(intent(text, code));
        }
      }
    }
    String quotes = "\"'“«‘";
    for (int a = 0; a < s.length(); a++) {
      if (quotes.indexOf(s.charAt(a)) < 0 || a > 0 && Character.isLetter(s.charAt(a - 1))) {
        continue;
      }
      int b = a + 1;
      while (b < s.length() && "\"'”»’".indexOf(s.charAt(b)) < 0) {
        b++;
      }
      if (b >= s.length() || b - a < 2) {
        return List.of();
      }
      String rest = lower.substring(b + 1).strip();
      for (String w : List.of("in ", "into ", "på ", "til ", "to ")) {
        if (rest.startsWith(w)) {
          String name = rest.substring(w.length()).split("[\\s?.!,]+", 2)[0];
          String code = LANGUAGES.get(name);
          String text = clean(s.substring(a + 1, b));
          if (code != null && !text.isEmpty()) {
            return List.of(intent(text, code));
          }
        }
      }
      return List.of();
    }
    return List.of();
  }

  /** The index of a phrase that starts a word, or -1. */
  private static int wordAt(String lower, String phrase) {
    int at = lower.indexOf(phrase);
    while (at > 0 && Character.isLetterOrDigit(lower.charAt(at - 1))) {
      at = lower.indexOf(phrase, at + 1);
    }
    return at;
  }

  private static List<Intent> translate(Utterance u, int from) {
    String lower = u.lower;
    // "translate to English: text" — the language first, the text after a colon
    if (lower.startsWith("dette ", from) || lower.startsWith("this ", from)) {
      from = lower.indexOf(' ', from) + 1;
    }
    for (String w : List.of("to ", "into ", "til ")) {
      if (lower.startsWith(w, from)) {
        int colon = lower.indexOf(':', from);
        if (colon > 0) {
          String language = LANGUAGES.get(lower.substring(from + w.length(), colon).strip());
          String text = clean(u.original.substring(colon + 1));
          if (language != null && !text.isEmpty()) {
            return List.of(intent(text, language));
          }
        }
      }
    }
    // "translate text to English": the last target word followed by a language name
    int best = -1;
    String language = null;
    for (String w : TARGET_WORDS) {
      int at = lower.lastIndexOf(w);
      if (at > from - 1 && at > best) {
        String rest = lower.substring(at + w.length()).strip();
        String name = rest.split("[\\s?.!,]+", 2)[0];
        String code = LANGUAGES.get(name);
        if (code != null) {
          best = at;
          language = code;
        }
      }
    }
    if (language == null) {
      return List.of();
    }
    String text = clean(u.original.substring(from, best));
    return text.isEmpty() ? List.of() : List.of(intent(text, language));
  }

  private static Intent intent(String text, String language) {
    return new Intent(TranslateFetcher.KIND, text, Map.of(TranslateFetcher.TARGET, language));
  }

  /** Strips quotes, a leading "this:" and the edges. */
  private static String clean(String raw) {
    String s = raw.strip();
    if (s.endsWith(":")) {
      s = s.substring(0, s.length() - 1).strip();
    }
    String quotes = "\"'“”«»‘’";
    int a = 0;
    int b = s.length();
    while (a < b && quotes.indexOf(s.charAt(a)) >= 0) {
      a++;
    }
    while (b > a && quotes.indexOf(s.charAt(b - 1)) >= 0) {
      b--;
    }
    s = s.substring(a, b).strip();
    String l = s.toLowerCase(java.util.Locale.ROOT);
    if (l.equals("this") || l.equals("it") || l.equals("dette") || l.equals("det")) {
      return "";
    }
    return s;
  }
}
