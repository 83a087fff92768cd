package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of the weather: a place added, "there", a time
 * changed without a place, a figure of the weather, what to wear, and what asks nothing live (the
 * past, a climate normal). Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpWeather {
  private FollowUpWeather() {}

  /** Words of the weather asked without a weather noun ("will it rain?", "trenger jeg jakke?"). */
  static final Set<String> WEATHER_WORDS = WordLists.set("FollowUpWeather.WEATHER_WORDS");

  /** A figure of a weather report, asked alone after a weather ask ("the high?", "og vinden?"). */
  static final Set<String> WEATHER_DETAIL = WordLists.set("FollowUpWeather.WEATHER_DETAIL");

  /** Words that may stand beside a weather figure in such a follow-up. */
  static final Set<String> DETAIL_FILLERS = WordLists.set("FollowUpWeather.DETAIL_FILLERS");

  /** The weather of the past asked of a place ("when did it last snow there?"). */
  static final java.util.regex.Pattern PAST_WEATHER =
      java.util.regex.Pattern.compile(
          "\\b(?:when did|when was the last|last time|sist gang|når var sist|ever|noensinne"
              + "|record|rekord|in (?:19|20)\\d\\d|i (?:19|20)\\d\\d|years? ago|år siden)\\b");

  /** Words a question starts with when it has no question mark ("hvor kaldt blir det i natt"). */
  static final Set<String> QUESTION_START = WordLists.set("FollowUpWeather.QUESTION_START");

  /**
   * "what's it like in Røros today?", "hvordan er det i Bodø nå?": a place's weather, in context.
   */
  static final java.util.regex.Pattern LIKE_IN =
      java.util.regex.Pattern.compile(
          "^(?:and |so |og |så )?(?:what's it like|what is it like|how is it|how's it|hvordan er det"
              + "|korleis er det|åssen er det|koss er det)(?: looking)? (?:in|i|på) (.{2,60}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /** "and what's it like there right now?", "og hvordan er det der nå?": the place before. */
  static final java.util.regex.Pattern LIKE_THERE =
      java.util.regex.Pattern.compile(
          "^(?:and |so |og |så |ok |okay )?(?:what's it like|what is it like|how is it|how's it"
              + "|hvordan er det|korleis er det|åssen er det|koss er det)(?: looking)? (?:there|der)"
              + "((?: (?:right now|now|today|tonight|this morning|nå|no|akkurat nå|i dag|idag"
              + "|i kveld|i morgen|tomorrow)){1,2})\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * After a message about the weather that asked nothing live ("what was the coldest day ever in
   * Norway?"), "what's it like in Røros today then?" asks Røros' weather: read as "what's the
   * weather in Røros today then?".
   */
  static List<Intent> likeThere(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    java.util.regex.Matcher m = LIKE_IN.matcher(u.original.strip());
    java.util.regex.Matcher there = LIKE_THERE.matcher(u.original.strip());
    boolean in = m.find();
    if (!in && !there.find()) {
      return null;
    }
    Utterance p = new Utterance(previous.text());
    if (!aboutWeather(p)) {
      return null;
    }
    String rest;
    if (in) {
      rest = m.group(1);
    } else {
      // "and what's it like there right now?": the place of the message before
      String place = null;
      for (Intent i : previous.intents()) {
        if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
          place = i.subject();
          break;
        }
      }
      Intent named = place == null ? Entities.firstSubject(p) : null;
      if (named != null && WeatherFetcher.KIND.equals(named.kind())) {
        place = named.subject();
      }
      if (place == null) {
        return null;
      }
      rest = place + there.group(1);
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify("what's the weather in " + rest + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "a place's weather, after a message about weather");
  }

  /** Whether a text speaks of the weather ("coldest", "gjennomsnittstemperatur", "rain"). */
  static boolean aboutWeather(Utterance p) {
    return p.lowerWords.stream()
        .map(FollowUpText::strip)
        .anyMatch(
            w ->
                WEATHER_WORDS.contains(w)
                    || w.startsWith("cold")
                    || w.startsWith("warm")
                    || w.startsWith("hott")
                    || w.startsWith("kald")
                    || w.startsWith("varm")
                    || w.contains("temperat"));
  }

  /**
   * "what's the average December temperature in Oslo" then "and right now?"; "hva er
   * normaltemperaturen i Bergen i mai" then "og nå?" (#21, session 30): the weather now of the
   * place whose climate normal was asked just before (a normal asks nothing live; now does). So too
   * after the weather of a past year (session 31): "how cold did it get in Oslo in 1987" or "hvor
   * kaldt var det i Oslo julen 2010" then "and now?" / "og nå?"; and after a record of the weather
   * (session 34: "what was the hottest day ever in London" then "and now?"). Null when the message
   * is no "now" alone ({@link FollowUpMarkets#NOW_THEN}) and no coming day alone ("and this week?",
   * session 33: the forecast), the message before spoke of no normal and of no past year's weather,
   * or named no place.
   */
  static List<Intent> nowAfterNormal(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String text = previous.text();
    java.util.regex.Matcher week = DAY_THEN.matcher(u.lower.strip());
    String day = week.find() ? week.group(1) : null;
    if (text.length() > 200
        || !NOW_THEN.matcher(u.lower.strip()).find() && day == null
        || !(CLIMATE.matcher(text.toLowerCase(Locale.ROOT)).find()
            || text.toLowerCase(Locale.ROOT).contains("normal")
            || text.toLowerCase(Locale.ROOT).contains("snitt")
            || (PAST_YEAR.matcher(text).find()
                    || RECORD.matcher(text.toLowerCase(Locale.ROOT)).find())
                && aboutWeather(new Utterance(text)))) {
      return null;
    }
    Intent before = subjectBefore(previous);
    if (before == null
        || !WeatherFetcher.KIND.equals(before.kind())
        || before.subject().isEmpty()) {
      return null;
    }
    boolean norwegian =
        new Utterance(text).lowerWords.stream().anyMatch(w -> NORWEGIAN_WORDS.contains(strip(w)));
    String asked =
        day != null
            ? (norwegian ? "hvordan blir været i " : "what's the weather in ")
                + before.subject()
                + " "
                + day
                + "?"
            : (norwegian ? "hvordan er været i " : "what's the weather in ")
                + before.subject()
                + (norwegian ? " nå?" : " now?");
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(asked)) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().equalsIgnoreCase(before.subject())) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "the weather now of the place whose normal was asked just before");
  }

  /**
   * A coming day or week alone (session 33, followup-tune22): "and this week?", "og i helga?" after
   * a climate normal asks the forecast of the place (group 1: the time).
   */
  private static final java.util.regex.Pattern DAY_THEN =
      java.util.regex.Pattern.compile(
          "^(?:ok |okay |so |så |and |og |but |men )*(?:what about |how about |hva med |enn )?"
              + "(this week|this weekend|tomorrow|tonight|the next few days|the coming days"
              + "|denne uka|denne uken|denne veka|i helga|i helgen|denne helga|denne helgen"
              + "|i morgen|imorgen|i kveld|de neste dagene|dei neste dagane)(?: then| da| då)?"
              + "\\s*[?.!]*$");

  /**
   * A year gone by, as a past weather question names it ("in 1987", "julen 2010", and since session
   * 32 of any century since 1500: "in Paris in 1889").
   */
  private static final java.util.regex.Pattern PAST_YEAR =
      java.util.regex.Pattern.compile("\\b(?:1[5-9]\\d\\d|20[0-2]\\d)\\b");

  /**
   * A weather record (session 34, followup-tune23; DEFINITIONS.md session 31: "and now?" after a
   * record asks the current figure): "the hottest day ever in London", "kaldeste dag noensinne i
   * Karasjok", "the record low in Oslo".
   */
  private static final java.util.regex.Pattern RECORD =
      java.util.regex.Pattern.compile(
          "(?<![\\p{L}\\p{N}])(?:ever|on record|record|all[- ]time|noensinne|nokon gong|noen gang"
              + "|rekord\\p{L}*|gjennom tidene)(?![\\p{L}\\p{N}])");

  /** A weather figure of a normal year rather than of now ("i snitt", "on average", "usually"). */
  static final java.util.regex.Pattern CLIMATE =
      java.util.regex.Pattern.compile(
          "\\b(?:on average|average|avg|typically|usually|normally|i snitt|gjennomsnitt\\p{L}*"
              + "|snittet|vanligvis|normalt|pleier)\\b");

  /**
   * "vi skal til Kreta neste uke" then "hvordan er været der nå": the message's weather asked of
   * "there" ("der" read as a place of its own) is the weather of the place named before. Null when
   * the message names no place by "there".
   */
  static List<Intent> thereIsBefore(List<Intent> own, Intent before) {
    if (before.subject().isEmpty()) {
      return null;
    }
    List<Intent> out = new ArrayList<>(own.size());
    boolean replaced = false;
    for (Intent i : own) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && THERE.contains(i.subject().toLowerCase(Locale.ROOT))) {
        out.add(
            new Intent(
                i.kind(),
                before.subject(),
                i.parameters(),
                i.mode(),
                i.confidence(),
                "the place named just before, by \"there\"; " + i.why()));
        replaced = true;
      } else {
        out.add(i);
      }
    }
    return replaced ? List.copyOf(out) : null;
  }

  /**
   * "må jeg skrape bilen i morra" then "og på fredag?": a weather question asked without a place,
   * asked again at another time; the question before is read again with the new time (its own time
   * words at its end left out), else the weather it asked. Null when the message is no time alone
   * or the question before asked no weather without a place.
   */
  static List<Intent> placelessAgain(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        return null;
      }
      if (WeatherFetcher.KIND.equals(i.kind()) && i.isAsk() && asked == null) {
        asked = i;
      }
    }
    if (asked == null || previous.text().length() > 200) {
      return null;
    }
    List<String> rest = new ArrayList<>();
    List<String> restOriginal = new ArrayList<>();
    for (int k = 0; k < u.words.size(); k++) {
      String l = strip(u.lowerWords.get(k));
      if (!l.isEmpty() && !(rest.isEmpty() && (LEADS.contains(l) || POLITE.contains(l)))) {
        rest.add(l);
        restOriginal.add(strip(u.words.get(k)));
      }
    }
    for (List<String> a : ABOUT) {
      if (a.size() < rest.size() && rest.subList(0, a.size()).equals(a)) {
        rest.subList(0, a.size()).clear();
        restOriginal.subList(0, a.size()).clear();
        break;
      }
    }
    while (!rest.isEmpty() && TRAILING.contains(rest.get(rest.size() - 1)) && rest.size() > 1) {
      rest.remove(rest.size() - 1);
      restOriginal.remove(restOriginal.size() - 1);
    }
    if (rest.isEmpty()
        || rest.size() > 5
        || !rest.stream().allMatch(TIME::contains)
        || !(rest.stream().anyMatch(TIME_CORE::contains) || dayAfter(rest))) {
      return null;
    }
    List<String> words = new ArrayList<>(List.of(dropEnd(previous.text().strip()).split("\\s+")));
    while (words.size() > 1
        && TIME.contains(strip(words.get(words.size() - 1)).toLowerCase(Locale.ROOT))) {
      words.remove(words.size() - 1);
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i :
        c.classify(String.join(" ", words) + " " + String.join(" ", restOriginal) + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind()) && i.isAsk() && i.subject().isEmpty()) {
        read.add(i);
      }
    }
    if (read.isEmpty()) {
      read.add(asked);
    }
    return because(read, "the weather asked just before without a place, at a new time");
  }

  /** Prepositions before a place added to a question ("in Trondheim I mean", "på Jæren"). */
  static final Set<String> PLACE_PREPOSITIONS = WordLists.set("FollowUpWeather.PLACE_PREPOSITIONS");

  /**
   * "do I need a jacket tonight" then "in Trondheim I mean"; "må jeg skrape bilen i morra" then "i
   * Lillehammer altså": a place added to a weather question that had none, read as that question of
   * the place. Null when the message is no place, or the question with it asks no weather there.
   */
  static List<Intent> placeAdded(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    // a message before with no intent counts only when it spoke of the weather: after "hi" or
    // "thanks", "sorry, I meant Oslo" corrects nothing (session 23)
    boolean placeless =
        previous.intents().isEmpty() && aboutWeather(new Utterance(previous.text()))
            || previous.intents().stream()
                .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && i.subject().isEmpty());
    if (!placeless
        || previous.intents().stream()
            .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty())
        || previous.text().isBlank()
        || previous.text().length() > 200) {
      return null;
    }
    List<String> lower = new ArrayList<>();
    List<String> original = new ArrayList<>();
    for (int k = 0; k < u.words.size(); k++) {
      String l = strip(u.lowerWords.get(k));
      if (!l.isEmpty()) {
        lower.add(l);
        original.add(strip(u.words.get(k)));
      }
    }
    int from = 0;
    while (from < lower.size()
        && (POLITE.contains(lower.get(from)) || LEADS.contains(lower.get(from)))) {
      from++;
    }
    int correction = correction(lower, from, lower.size());
    boolean corrected = correction > 0;
    from += correction;
    int to = lower.size();
    while (to > from && TRAILING.contains(lower.get(to - 1))) {
      to--;
    }
    for (List<String> a : CORRECTION_END) {
      if (to - a.size() > from && lower.subList(to - a.size(), to).equals(a)) {
        to -= a.size();
        corrected = true;
        break;
      }
    }
    boolean preposition = from < to && PLACE_PREPOSITIONS.contains(lower.get(from));
    if (preposition) {
      from++;
    }
    if (from >= to || to - from > 3) {
      return null;
    }
    String place = String.join(" ", original.subList(from, to));
    boolean named =
        Entities.knownPlace(place)
            || (preposition || corrected)
                && original.subList(from, to).stream()
                    .allMatch(w -> Character.isUpperCase(w.charAt(0)));
    if (!named) {
      return null;
    }
    String asked = dropEnd(previous.text().strip());
    boolean norwegian =
        new Utterance(asked).lowerWords.stream().anyMatch(w -> NORWEGIAN_WORDS.contains(strip(w)));
    String in = preposition ? lower.get(from - 1) : norwegian ? "i" : "in";
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(asked + " " + in + " " + place + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().equalsIgnoreCase(place)) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "a place added to the weather question just before");
  }

  /** "will it rain?", "is it windy?", "trenger jeg jakke i kveld?": the place asked before. */
  static List<Intent> weatherWithoutPlace(
      GroundingClassifier c, Intent before, Utterance u, List<Intent> own, List<String> lower) {
    List<Intent> out = new ArrayList<>();
    boolean placeless = false;
    for (Intent i : own) {
      if (WeatherFetcher.KIND.equals(i.kind()) && i.subject().isEmpty()) {
        placeless = true;
        if (!i.isAsk()
            && before.isAsk()
            && lower.size() <= 8
            && NEED.matcher(u.lower).find()
            && !NOT_A_NEED.matcher(u.lower).find()) {
          // "do I need sunscreen?" just after a forecast: what to wear there, the weather, even
          // where the message alone reads as talk about weather
          out.add(
              new Intent(
                  i.kind(),
                  before.subject(),
                  i.parameters(),
                  Intent.Mode.ASK,
                  0.8,
                  "what to wear or bring, asked of the weather just before"));
          continue;
        }
        out.add(
            new Intent(
                i.kind(), before.subject(), i.parameters(), i.mode(), i.confidence(), i.why()));
      } else {
        out.add(i);
      }
    }
    if (placeless) {
      return because(out, "weather asked without a place, of the place asked before");
    }
    if (!own.isEmpty()
        || GOOD_FOR.matcher(u.lower).find()
        || !(u.original.strip().endsWith("?") || QUESTION_START.contains(lower.get(0)))
        || lower.stream().anyMatch(THERE::contains)
        || lower.stream().noneMatch(WEATHER_WORDS::contains)) {
      return null;
    }
    boolean norwegian =
        lower.stream().anyMatch(w -> NORWEGIAN_TIME.contains(w) || w.matches(".*[æøå].*"))
            || lower.contains("blir")
            || lower.contains("det")
            || lower.contains("jeg");
    List<Intent> read =
        same(
            c.classify(dropEnd(u.original) + (norwegian ? " i " : " in ") + before.subject() + "?"),
            before);
    if (read.isEmpty()
        && before.isAsk()
        && lower.size() <= 8
        && NEED.matcher(u.lower).find()
        && !NOT_A_NEED.matcher(u.lower).find()) {
      // "trenger jeg solkrem da?", "should I bring an umbrella?": what to wear there, the weather
      return List.of(
          before.withMode(
              Intent.Mode.ASK, 0.8, "what to wear or bring, asked of the weather just before"));
    }
    return read.isEmpty() ? null : because(read, "weather asked of the place asked before");
  }

  /** What the weather does to something ("is the rain bad for my garden?"): no forecast asked. */
  static final java.util.regex.Pattern GOOD_FOR =
      java.util.regex.Pattern.compile(
          "\\b(?:good|bad|healthy|harmful|safe|dangerous|bra|dårlig|sunt|farlig|skadelig)"
              + " (?:for|to|å)\\b");

  /** What to wear or bring, asked of the weather: "do I need", "trenger jeg", "should I bring". */
  static final java.util.regex.Pattern NEED =
      java.util.regex.Pattern.compile(
          "\\b(?:need|needs|bring|wear|pack|trenger|trengs|ta med|ha på|pakke|behov for)\\b");

  /** What makes such a question no weather ask: why, a meaning, a purchase, the past. */
  static final java.util.regex.Pattern NOT_A_NEED =
      java.util.regex.Pattern.compile(
          "\\b(?:why|hvorfor|mean|means|betyr|buy|kjøpe|best|recommend|anbefal\\p{L}*|brand|merke"
              + "|yesterday|i går|last)\\b");
}
