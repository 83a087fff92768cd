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
  /**
   * Language names (English and Norwegian, lower case) to their codes, read on first use: a message
   * that never reaches a language's name (most do not) reads no JDK names.
   */
  static final Map<String, String> LANGUAGES =
      new java.util.AbstractMap<>() {
        @Override
        public java.util.Set<Map.Entry<String, String>> entrySet() {
          return Languages.MAP.entrySet();
        }

        @Override
        public String get(Object key) {
          return Languages.MAP.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
          return Languages.MAP.containsKey(key);
        }
      };

  private static final class Languages {
    static final Map<String, String> MAP = java.util.Collections.unmodifiableMap(languages());
  }

  private static Map<String, String> languages() {
    Map<String, String> languages = new LinkedHashMap<>();
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
      languages.put(n[0], n[2]);
      languages.put(n[1], n[2]);
    }
    // every other language by its name in English and Norwegian, from the JDK ("swahili",
    // "vietnamesisk", "hebraisk"): one word of four letters or more
    for (JdkNames.Name l : JdkNames.languages()) {
      String code = l.code();
      for (String shown : List.of(l.english(), l.norwegian())) {
        String name = shown.toLowerCase(java.util.Locale.ROOT);
        if (name.length() >= 4 && name.chars().allMatch(Character::isLetter)) {
          languages.putIfAbsent(name, code);
        }
      }
    }
    return languages;
  }

  private static final List<String> TRIGGERS =
      List.of(
          "translate ",
          "oversett ",
          "oversette ",
          "omsett ",
          // "translate: merry christmas (dutch)", "oversett: god jul (nederlandsk)"
          "translate:",
          "oversett:",
          "omsett:");

  /**
   * The command at the start of the message, after a greeting or a please: "translate je ne sais
   * pas", "could you translate 'Kiitos paljon' from Finnish?", "oversett «where is the bathroom»".
   * Without a target language, the text goes into the language of the command.
   */
  private static final java.util.regex.Pattern COMMAND_FIRST =
      java.util.regex.Pattern.compile(
          "^(?:(?:hey|hi|hei|ok|okay),? )?(?:please |pls |can you |could you |would you |kan du |kunne du |vennligst )?(?:please |pls |just |bare )?(translate|oversett|oversette|omsett)(:?) ");

  /** Words a text to translate does not start with: "translate the document", "translate it". */
  private static final java.util.Set<String> NOT_TEXTS = WordLists.set("TranslateRule.list");

  /**
   * "translation of" asks for one only as the request itself ("the translation of 'x' in german",
   * "what's the translation of …"), not inside a sentence about translations ("the translation of
   * the bible into english took centuries").
   */
  private static final java.util.regex.Pattern TRANSLATION_OF =
      java.util.regex.Pattern.compile(
          "^(?:(?:what's|whats|what is|give me|i need|need) (?:the |a |an )?)?(?:english translation of |translation of |oversettelse av |oversettelsen av )|^(?:hva er|gi meg) (?:oversettelsen av |en oversettelse av )");

  /**
   * "what does 'gemütlich' mean in english", "hva betyr hygge på norsk", "what's the german word
   * for squirrel", "hva heter ekorn på fransk": the text, then the language (group 1 and 2), or the
   * language, then the text (groups 3 and 4).
   */
  private static final java.util.regex.Pattern MEANS =
      java.util.regex.Pattern.compile(
          "^(?:what does|what do|what's|whats|what is|hva betyr|hva er|hva blir|hva heter|hvordan skriver man|how do you write|how do you spell) (.{1,200}?) (?:mean |means |betyr )?(?:in|på|på godt) ([\\p{L}]{3,20})\\b[\\s?.!]*$|^(?:what's|whats|what is|what are|hva er|hva heter) (?:the |a |et |det )?([\\p{L}]{3,20}) (?:word|words|ordet|ord|term) (?:for|på) (.{1,200}?)[\\s?.!]*$");

  private static final List<String> TARGET_WORDS =
      List.of(" to ", " into ", " in ", " til ", " på ", " into: ", " to: ", " til: ");
  private static final List<String> SAY =
      List.of(
          "how do you say ",
          "how do i say ",
          "how would you say ",
          "how would i say ",
          "how can i say ",
          "how to say ",
          "hvordan sier du ",
          "hvordan sa man ",
          "hva heter ",
          "hvordan sier man ",
          "hvordan sier jeg ",
          "say ",
          "put ",
          "si ");

  private TranslateRule() {}

  /** Norwegian "sett X om til <språk>": "sett «god tur» om til italiensk" (#21, session 24). */
  private static final java.util.regex.Pattern SET_INTO =
      java.util.regex.Pattern.compile(
          "^(?:kan du |kunne du |vennligst )?(?:sett|setj|omset) (.{1,200}?) om til ([\\p{L}]{3,20})[\\s?.!]*$");

  static List<Intent> match(Utterance u) {
    String lower = u.lower;
    java.util.regex.Matcher into = lower.contains(" om til ") ? SET_INTO.matcher(lower) : null;
    if (into != null && into.matches()) {
      String code = LANGUAGES.get(into.group(2));
      String text = clean(u.original.substring(into.start(1), into.end(1)));
      if (code != null && !text.isEmpty()) {
        return List.of(intent(text, code));
      }
    }
    java.util.regex.Matcher of =
        lower.contains("translation of ") || lower.contains("oversettelse")
            ? TRANSLATION_OF.matcher(lower)
            : null;
    if (of != null && of.find()) {
      List<Intent> found = translate(u, of.end());
      if (!found.isEmpty()) {
        return found;
      }
    }
    // each alternative of MEANS needs " in ", " på " or " for ": the pattern only then (#23)
    java.util.regex.Matcher means =
        lower.contains(" in ") || lower.contains(" på ") || lower.contains(" for ")
            ? MEANS.matcher(lower)
            : null;
    if (means != null && means.find()) {
      boolean textFirst = means.group(1) != null;
      String code = LANGUAGES.get(textFirst ? means.group(2) : means.group(3));
      String text =
          clean(
              textFirst
                  ? u.original.substring(means.start(1), means.end(1))
                  : u.original.substring(means.start(4), means.end(4)));
      boolean meaning = lower.startsWith("what do") || lower.startsWith("hva betyr");
      int words = Utterance.tokens(text).size();
      // "what does X mean in esperanto" may ask what an Esperanto word means: only a meaning in
      // the user's own languages is a translation into them
      boolean ours = "en".equals(code) || "nb".equals(code);
      if (code != null && !text.isEmpty() && (meaning ? words <= 12 && ours : words <= 4)) {
        return List.of(intent(text, code));
      }
    }
    for (String t : TRIGGERS) {
      int at = wordAt(lower, t);
      if (at > 0 && t.endsWith(":")) {
        continue; // "I tried to translate: it failed" tells, the command begins the message
      }
      if (at >= 0) {
        List<Intent> found = translate(u, at + t.length());
        return found.isEmpty() ? intoOwn(u) : found;
      }
    }
    for (String s : SAY) {
      int at = wordAt(lower, s);
      if (at >= 0) {
        List<Intent> found = translate(u, at + s.length());
        if (!found.isEmpty()) {
          return found;
        }
        // "in italian, how do you say i'm hungry", "på tysk, hvordan sier man takk"
        java.util.regex.Matcher first = LANGUAGE_FIRST.matcher(lower.substring(0, at));
        if (first.find() && LANGUAGES.containsKey(first.group(1))) {
          String text = clean(u.original.substring(at + s.length()));
          if (!text.isEmpty()) {
            return List.of(intent(stripEnd(text), LANGUAGES.get(first.group(1))));
          }
        }
      }
    }
    // "german for 'the bill, please'", "spansk for «god natt»?": a language, then the quoted text
    // LANGUAGE_FOR holds " for " literally: the pattern only then (#23)
    java.util.regex.Matcher languageFor =
        lower.contains(" for ") ? LANGUAGE_FOR.matcher(lower) : null;
    if (languageFor != null && languageFor.find() && LANGUAGES.containsKey(languageFor.group(1))) {
      String text = clean(u.original.substring(languageFor.start(2), languageFor.end(2)));
      if (!text.isEmpty()) {
        return List.of(intent(text, LANGUAGES.get(languageFor.group(1))));
      }
    }
    return quoted(u);
  }

  /** A language in brackets that ends the message: "(dutch)", "(på nederlandsk)". */
  private static final java.util.regex.Pattern LANGUAGE_IN_BRACKETS =
      java.util.regex.Pattern.compile(
          "\\(\\s*(?:in |på |to |til )?([\\p{L}]{3,20})\\s*\\)\\s*[?.!]*\\s*$");

  /** A language, "for" and a quoted text, the whole message. */
  private static final java.util.regex.Pattern LANGUAGE_FOR =
      java.util.regex.Pattern.compile(
          "^([\\p{L}]{3,20}) for [\"“«']([^\"”»]{1,200}?)[\"”»']\\s*[?.!]*\\s*$");

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
        if (code != null
            && (head.contains("in " + w)
                || head.contains("på " + w)
                || head.contains("to " + w)
                || head.contains("into " + w)
                || head.contains("til " + w))
            && head.split("[\\s,]+").length <= 6) {
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

  /**
   * A command to translate at the start with no target language: the text (quoted, or two to six
   * words that do not start like a noun phrase of a document: "can you translate languages?" asks
   * what the assistant can do), into English after "translate" and Norwegian after "oversett";
   * "from Finnish" at its end is left out.
   */
  private static List<Intent> intoOwn(Utterance u) {
    java.util.regex.Matcher m = COMMAND_FIRST.matcher(u.lower);
    if (!m.find()) {
      return List.of();
    }
    String raw = u.original.substring(m.end()).strip();
    java.util.regex.Matcher from = FROM.matcher(raw.toLowerCase(java.util.Locale.ROOT));
    if (from.find() && LANGUAGES.containsKey(from.group(1))) {
      raw = raw.substring(0, from.start()).strip();
    }
    // "oversett fra engelsk: the parcel will arrive", "translate from german: ich bin müde": the
    // language translated from, a colon, then the text, into the user's own language (tune20)
    boolean fromFirst = false;
    java.util.regex.Matcher first = FROM_FIRST.matcher(raw.toLowerCase(java.util.Locale.ROOT));
    if (first.find() && LANGUAGES.containsKey(first.group(1))) {
      raw = raw.substring(first.end()).strip();
      fromFirst = true;
    }
    // "translate: det regner i bergen": after a colon the text is the text, "det" too
    boolean quoted =
        !raw.isEmpty() && "\"'“«‘".indexOf(raw.charAt(0)) >= 0
            || !m.group(2).isEmpty()
            || fromFirst;
    String text = clean(stripEnd(raw));
    List<String> words = Utterance.tokens(text.toLowerCase(java.util.Locale.ROOT));
    if (text.isEmpty()
        || words.isEmpty()
        || !quoted && (words.size() < 2 || words.size() > 6 || NOT_TEXTS.contains(words.get(0)))) {
      return List.of();
    }
    return List.of(intent(text, m.group(1).equals("translate") ? "en" : "nb"));
  }

  private static final java.util.regex.Pattern FROM =
      java.util.regex.Pattern.compile("\\s(?:from|fra) ([\\p{L}]{3,20})[\\s?.!]*$");

  /** "from german:", "fra engelsk:": the language translated from, first, before a colon. */
  private static final java.util.regex.Pattern FROM_FIRST =
      java.util.regex.Pattern.compile("^(?:from|fra) ([\\p{L}]{3,20})\\s*:");

  private static final java.util.regex.Pattern LANGUAGE_FIRST =
      java.util.regex.Pattern.compile("^(?:in|på) ([\\p{L}]{3,20})[,:]?\\s*$");

  private static String stripEnd(String s) {
    int end = s.length();
    while (end > 0 && "?.!".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    return s.substring(0, end).strip();
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
    for (String skip :
        List.of("the following sentence ", "the following ", "følgende setning ", "følgende ")) {
      if (lower.startsWith(skip, from)) {
        from += skip.length();
        break;
      }
    }
    if (lower.startsWith("dette ", from) || lower.startsWith("this ", from)) {
      from = lower.indexOf(' ', from) + 1;
    }
    for (String w : List.of("to ", "into ", "til ")) {
      if (lower.startsWith(w, from)) {
        int colon = lower.indexOf(':', from);
        if (colon > 0) {
          String language =
              LANGUAGES.get(lower.substring(from + w.length(), colon).strip().split("\\s+")[0]);
          String text = clean(u.original.substring(colon + 1));
          if (language != null && !text.isEmpty()) {
            return List.of(intent(text, language));
          }
        }
        // "translate to dutch - we are running late", "translate into italian 'happy birthday'":
        // the language, a dash or nothing, then the text
        int start = from + w.length();
        int end = start;
        while (end < lower.length() && Character.isLetter(lower.charAt(end))) {
          end++;
        }
        String language = LANGUAGES.get(lower.substring(start, end));
        if (language != null) {
          String rest = u.original.substring(end).strip();
          while (!rest.isEmpty() && "-–—→>:,".indexOf(rest.charAt(0)) >= 0) {
            rest = rest.substring(1).strip();
          }
          String text = clean(stripEnd(rest));
          if (!text.isEmpty()) {
            return List.of(intent(text, language));
          }
        }
      }
    }
    // "translate: merry christmas (dutch)", "oversett: god jul (nederlandsk)": the language in
    // brackets at the end (#21, session 20)
    java.util.regex.Matcher bracket = LANGUAGE_IN_BRACKETS.matcher(lower);
    if (bracket.find(from) && LANGUAGES.containsKey(bracket.group(1))) {
      String rest = u.original.substring(from, bracket.start()).strip();
      while (!rest.isEmpty() && "-–—→>:,".indexOf(rest.charAt(0)) >= 0) {
        rest = rest.substring(1).strip();
      }
      String text = clean(rest);
      if (!text.isEmpty()) {
        return List.of(intent(text, LANGUAGES.get(bracket.group(1))));
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
