package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Follow-ups (see {@link FollowUp}): the request just before repeated with one thing changed:
 * another language or text, more news, a figure again now, a rate the other way round. Moved from
 * {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpAgain {
  private FollowUpAgain() {}

  static final String LEAD =
      "^(?:and |og |ok |okay |so |så |but |men |now |what about |how about |hva med |kva med |enn )*";

  /** "and to German?", "og til tysk?", "what about Italian": the same text, another language. */
  static final java.util.regex.Pattern OTHER_LANGUAGE =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:(?:to|into|in|til|på) )?([\\p{L}]{3,20})(?: også| too| as well| then| da| då| please)?"
              + "\\s*[?.!]*$");

  /**
   * "what does 'koselig' mean", "hva betyr «hygge»", "kva tyder utepils": the meaning of a word or
   * a short text asked (a definition, `-`). Group 1: a quoted text, group 2: one to three words.
   */
  static final java.util.regex.Pattern MEANING =
      java.util.regex.Pattern.compile(
          "^\\W*(?:(?:ok|okay|so|så|hey|hei|hi)\\W+)?(?:(?:what does|what do)(?= .* means?\\W*$)"
              + "|what's the meaning of|what is the meaning of|hva betyr|kva betyr|kva tyder|ka betyr"
              + "|hva menes med) (?:[\"'“«‘](.{1,60}?)[\"'”»’]|([\\p{L}-]+(?: [\\p{L}-]+){0,2}?))"
              + "(?: mean| means| egentlig)?\\s*[?.!]*$");

  /**
   * "what does 'koselig' mean" then "and in English?"; "hva betyr 'utepils'" then "og på engelsk
   * da?" (session 34's decision, DEFINITIONS.md: a translation asked): the word asked the meaning
   * of just before, translated into the language named. Null unless the message before asked
   * nothing and was such a question, and this message names only a language ({@link
   * #OTHER_LANGUAGE}).
   */
  static List<Intent> meaningInto(Utterance u, PreviousTurn previous) {
    String before = previous.text();
    if (before.length() > 100 || previous.intents().stream().anyMatch(Intent::isAsk)) {
      return null;
    }
    java.util.regex.Matcher into = OTHER_LANGUAGE.matcher(u.lower);
    if (!into.find() || !TranslateRule.LANGUAGES.containsKey(into.group(1))) {
      return null;
    }
    java.util.regex.Matcher m = MEANING.matcher(before.strip().toLowerCase(Locale.ROOT));
    if (!m.find()) {
      return null;
    }
    int from = m.group(1) != null ? m.start(1) : m.start(2);
    int to = m.group(1) != null ? m.end(1) : m.end(2);
    String text = before.strip().substring(from, to).strip();
    if (text.isEmpty() || IT.contains(text.toLowerCase(Locale.ROOT))) {
      return null;
    }
    return List.of(
        new Intent(
            dev.vex.grounding.translate.TranslateFetcher.KIND,
            text,
            Map.of(
                dev.vex.grounding.translate.TranslateFetcher.TARGET,
                TranslateRule.LANGUAGES.get(into.group(1))),
            Intent.Mode.ASK,
            0.8,
            "the word asked the meaning of just before, into a language"));
  }

  /** "and \"goodbye\"?", "og «jeg savner deg»?": another text, the same language. */
  static final java.util.regex.Pattern OTHER_TEXT =
      java.util.regex.Pattern.compile(LEAD + "[\"'“«‘](.{1,200}?)[\"'”»’]\\s*[?.!]*$");

  /**
   * "and please?", "og unnskyld?", "what about god natt" (session 34, from followup-tune23 and
   * -tune14): another text without quotes, of one to four words, after a joining word, into the
   * language of the translation just before. Group 1: the text.
   */
  static final java.util.regex.Pattern OTHER_WORDS =
      java.util.regex.Pattern.compile(
          "^(?:and|og|what about|how about|hva med|kva med|enn)\\s+"
              + "(\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*){0,3})(?: then| da| please)?\\s*[?.!]*$");

  /**
   * Words that ask of the translation just given, not for another text ("and the pronunciation?",
   * "og hvorfor?"), or that close the talk ("and thanks").
   */
  private static final java.util.Set<String> NOT_A_TEXT =
      java.util.Set.of(
          "why",
          "how",
          "what",
          "hvorfor",
          "hvordan",
          "korleis",
          "kvifor",
          "hva",
          "kva",
          "pronunciation",
          "pronounce",
          "pronounced",
          "uttale",
          "uttalen",
          "uttales",
          "spelling",
          "spell",
          "stave",
          "skrives",
          "meaning",
          "mean",
          "means",
          "betyr",
          "betydning",
          "betydningen",
          "literally",
          "ordrett",
          "thanks",
          "thank",
          "takk",
          "ok",
          "okay",
          "now",
          "nå",
          "then",
          "da",
          "more",
          "mer",
          "again",
          "igjen",
          "formal",
          "formelt",
          "informal",
          "plural",
          "flertall",
          "grammar",
          "grammatikk",
          "language",
          "språk",
          "språket");

  /** Thanks or a word that joins the follow-up to the translation just given. */
  private static final String THANKS =
      "^(?:(?:thanks|thank you|thx|ty|takk|tusen takk|ok|okay|great|flott|super|and|og|now|nå)"
          + "[,.!]?\\s+)*";

  /**
   * "thanks, how do you say it in Spanish?", "takk, hvordan sier man det på spansk?": the text
   * translated just before, into another language (session 32).
   */
  static final java.util.regex.Pattern SAY_IT_IN =
      java.util.regex.Pattern.compile(
          THANKS
              + "(?:how do you say|how do i say|how would you say|how would i say|what is|what's"
              + "|hvordan sier (?:man|jeg|du|en)|hvordan blir|korleis seier (?:ein|eg|du)|åssen sier man"
              + "|hva er|hva heter) (?:it|that|this|det|dette|den) (?:in|into|på|til) ([\\p{L}]{3,20})"
              + "(?: then| da| please)?\\s*[?.!]*$");

  /**
   * "thanks, how do you say goodbye", "og hvordan sier man takk for maten?": another text, in the
   * language of the translation just before (session 32).
   */
  static final java.util.regex.Pattern SAY_ANOTHER =
      java.util.regex.Pattern.compile(
          THANKS
              + "(?:how do you say|how do i say|hvordan sier (?:man|jeg|du|en)|korleis seier (?:ein|eg))"
              + " [\"'“«‘]?(\\p{L}.{0,60}?)[\"'”»’]?\\s*[?.!]*$");

  /** A pronoun of the text just translated, which names no other text. */
  private static final java.util.Set<String> IT =
      java.util.Set.of("it", "that", "this", "det", "dette", "den");

  /**
   * Whether unquoted words after "and" are a text to translate: no language, no pronoun of the text
   * just translated first, no word that asks of the translation given.
   */
  private static boolean otherText(String words) {
    if (TranslateRule.LANGUAGES.containsKey(words)) {
      return false;
    }
    String[] w = words.split("\\s+");
    if (IT.contains(w[0])) {
      return false; // "and that one?": the text just translated
    }
    for (String s : w) {
      if (NOT_A_TEXT.contains(s) || TranslateRule.LANGUAGES.containsKey(s)) {
        return false;
      }
    }
    return true;
  }

  /** "any more?", "noe mer?": more of the news asked for just before. */
  static final java.util.regex.Pattern MORE =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:any more|anything more|anything else|more|more news|noe mer|mer|flere|noe annet|andre nyheter)\\s*[?.!]*$");

  /** "and now?", "og nå?", "how about now, any change?", "nå da, noe endring?": again, now. */
  static final java.util.regex.Pattern NOW_AGAIN =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:now|nå|rn|right now|akkurat nå)(?: da| then)?(?:,? (?:any change|any changes|anything changed|noe endring|noen endring|endra seg|endret seg))?\\s*[?.!]*$");

  /** "and the other way round?", "motsatt vei?": the pair asked for just before, reversed. */
  static final java.util.regex.Pattern REVERSED =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:the )?(?:other way(?: round| around)?|reverse|vice versa|motsatt(?: vei)?|andre veien|omvendt)"
              + "(?: da| then| please)?\\s*[?.!]*$");

  /**
   * A follow-up that repeats the request just before with one thing changed: a translation into
   * another language or of another text, more news, a market figure again now, a rate the other way
   * round; null when it is none of these.
   */
  static List<Intent> again(Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (i.isAsk()) {
        asked = i;
        break;
      }
    }
    if (asked == null) {
      return null;
    }
    String kind = asked.kind();
    if (dev.vex.grounding.translate.TranslateFetcher.KIND.equals(kind)) {
      java.util.regex.Matcher m;
      for (java.util.regex.Pattern intoAnother : List.of(OTHER_LANGUAGE, SAY_IT_IN)) {
        m = intoAnother.matcher(u.lower);
        if (m.find() && TranslateRule.LANGUAGES.containsKey(m.group(1))) {
          return List.of(
              new Intent(
                  kind,
                  asked.subject(),
                  Map.of(
                      dev.vex.grounding.translate.TranslateFetcher.TARGET,
                      TranslateRule.LANGUAGES.get(m.group(1))),
                  Intent.Mode.ASK,
                  0.8,
                  "the text translated just before, into another language"));
        }
      }
      m = SAY_ANOTHER.matcher(u.lower);
      if (m.find()
          && !IT.contains(m.group(1))
          && !m.group(1).contains(" in ")
          && !m.group(1).contains(" på ")) {
        return anotherText(kind, u, m, asked);
      }
      m = OTHER_TEXT.matcher(u.lower);
      if (m.find()) {
        return anotherText(kind, u, m, asked);
      }
      m = OTHER_WORDS.matcher(u.lower);
      if (m.find() && otherText(m.group(1)) && u.original.length() == u.lower.length()) {
        return anotherText(kind, u, m, asked);
      }
      return null;
    }
    if (NewsFetcher.KIND.equals(kind) && MORE.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              asked.subject(),
              asked.parameters(),
              Intent.Mode.ASK,
              0.8,
              "more of the news asked for just before"));
    }
    boolean market =
        CryptoFetcher.KIND.equals(kind)
            || StockFetcher.KIND.equals(kind)
            || CurrencyFetcher.KIND.equals(kind);
    if (market && !asked.subject().isEmpty() && NOW_AGAIN.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              asked.subject(),
              asked.parameters(),
              Intent.Mode.ASK,
              0.8,
              "the figure asked for just before, again now"));
    }
    String pair = asked.subject();
    int slash = pair.indexOf('/');
    if (CurrencyFetcher.KIND.equals(kind)
        && slash > 0
        && pair.indexOf(',') < 0
        && REVERSED.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              pair.substring(slash + 1) + "/" + pair.substring(0, slash),
              Map.of(),
              Intent.Mode.ASK,
              0.8,
              "the rate asked for just before, the other way round"));
    }
    return null;
  }

  /** The text group 1 of {@code m} holds, translated into the language the previous turn asked. */
  private static List<Intent> anotherText(
      String kind, Utterance u, java.util.regex.Matcher m, Intent asked) {
    return List.of(
        new Intent(
            kind,
            u.original.substring(m.start(1), m.end(1)),
            asked.parameters(),
            Intent.Mode.ASK,
            0.8,
            "another text into the language asked for just before"));
  }
}
