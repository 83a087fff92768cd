package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpText.strip;
import static dev.vex.grounding.intent.FollowUpWords.THERE;
import static dev.vex.grounding.intent.FollowUpWords.TIME_CORE;

import dev.vex.core.intent.Intent;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A judgement of the figure just given (#21, session 29): "is that a good price?", "er det en god
 * pris?", "is that warm for December?", "er det kaldt?" right after a live ask, ask for an opinion
 * of the figure the reply already holds, not for a figure of their own (DEFINITIONS.md: opinions
 * and advice are non-asks). Not when the message names a time, "there", a number or asks something
 * of its own ("is it cold there now?", "er det kaldt i morgen?", "is it up today?").
 */
final class FollowUpOpinion {
  private FollowUpOpinion() {}

  /** The longest judgement read, in words. */
  static final int MOST_WORDS = 8;

  /**
   * "is that", "er det" and at most two words, then a word that judges a figure ("high", "a good
   * price", "normal", "kaldt").
   */
  static final Pattern JUDGED_FIGURE =
      Pattern.compile(
          "^\\W*(?:(?:ok|okay|h+m+|so|så|and|og|but|men|wow|oi|oj|really|virkelig|thanks|takk|b+r+"
              + "|u+f+|huff|jøss|oh|ooh|ugh|yikes|phew|puh)\\W+)?"
              + "(?:is that|is it|is this|was that|that's|thats|er det|e det|er den|er dette"
              + "|var det|va det)\\s+(?:\\p{L}+\\s+){0,2}?"
              + "(?:high|low|a lot|much|good|bad|normal|usual|typical|cheap|expensive|cold|warm"
              + "|hot|chilly|mild|høy|høyt|lav|lavt|mye|bra|god|godt|grei|greit|dårlig|normalt|vanlig|billig|dyrt"
              + "|dyr|kaldt|kald|varmt|varm|mildt|kjølig)\\b");

  /**
   * A judgement of the figure without "is that" (session 37, followup-tune25): "decent price or
   * not?", "good rate then?", "grei pris?", the whole message.
   */
  static final Pattern JUDGED_ALONE =
      Pattern.compile(
          "^\\W*(?:(?:so|så|and|og|but|men)\\W+)?(?:an? |en |ei |et )?(?:decent|good|fair|bad|great"
              + "|reasonable|ok|okay|cheap|pricey|god|godt|grei|greit|bra|dårlig|fin|billig|dyr)"
              + " (?:price|deal|rate|level|buy|pris|kurs|kjøp|nivå)"
              + "(?: (?:or not|eller ikke|eller|then|da|då|right|ikke sant|at least))?\\W*$");

  /** Words of now that make "is it cold now?" a question of the weather, not of the figure. */
  private static final Set<String> NOW = Set.of("now", "nå", "no", "rn", "still", "fortsatt");

  /**
   * Whether the message judges the figure asked just before and asks nothing of its own.
   *
   * @param u the message
   * @param own the intents it has alone
   */
  static boolean judged(Utterance u, List<Intent> own) {
    if (u.words.size() > MOST_WORDS
        || own.stream().anyMatch(i -> i.isAsk() && !people(u, i))
        || !JUDGED_FIGURE.matcher(u.lower).find() && !JUDGED_ALONE.matcher(u.lower).matches()) {
      return false;
    }
    String previous = "";
    for (String w : u.lowerWords) {
      String s = strip(w);
      if (THERE.contains(s) && (LIVE.contains(previous) || previous.equals("for"))) {
        previous = s;
        continue; // "for dem som bor der", "is that cold for there?": judged for the place
      }
      if (TIME_CORE.contains(s) || NOW.contains(s) || THERE.contains(s) || s.matches(".*\\d.*")) {
        return false;
      }
      previous = s;
    }
    return true;
  }

  /** Verbs of living somewhere, before "there" ("who live there", "som bor der"). */
  private static final Set<String> LIVE = Set.of("live", "lives", "living", "bor", "bur", "lever");

  /**
   * Whether a weather ask the message has alone is of a people the figure is judged for ("is that
   * cold for Norwegians?"), not of a place: its subject follows "for" and is no place known.
   */
  private static boolean people(Utterance u, Intent i) {
    return dev.vex.grounding.weather.WeatherFetcher.KIND.equals(i.kind())
        && !i.subject().isEmpty()
        && u.lower.contains("for " + i.subject().toLowerCase(java.util.Locale.ROOT))
        && !Entities.knownPlace(i.subject());
  }
}
