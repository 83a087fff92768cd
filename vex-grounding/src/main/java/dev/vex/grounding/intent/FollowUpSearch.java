package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of a search: the question just asked searched, a
 * search asked again of another thing, moved, narrowed or of the place named before. Moved from
 * {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpSearch {
  private FollowUpSearch() {}

  /** "and the Vigeland park?", "hva med Bergen?" after a search: the same search, of that. */
  static final java.util.regex.Pattern SEARCH_ABOUT =
      java.util.regex.Pattern.compile(
          "^(?:and|og|what about|how about|hva med|enn|and for|og for)\\s+(.{2,60}?)"
              + "(?:\\s+(?:then|da|too|også))?\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /** The previous turn's search ask with a subject, or null. */
  private static Intent searchAsked(PreviousTurn previous) {
    for (Intent i : previous.intents()) {
      if (dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind()) && i.isAsk()) {
        return i.subject().isBlank() ? null : i;
      }
    }
    return null;
  }

  /**
   * A search asked just before, asked again of another thing: "look up the opening hours of the
   * Munch museum" then "and the Vigeland park?" searches the opening hours of the Vigeland park.
   */
  static List<Intent> searchTopic(Utterance u, PreviousTurn previous) {
    Intent asked = searchAsked(previous);
    if (asked == null) {
      return null;
    }
    java.util.regex.Matcher m = SEARCH_ABOUT.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String topic = m.group(1);
    List<String> words = List.of(topic.toLowerCase(Locale.ROOT).split("\\s+"));
    if (words.size() > 5
        || words.stream().anyMatch(QUESTION_WORDS::contains)
        || words.size() == 1 && NOT_TOPICS.contains(words.get(0))) {
      return null;
    }
    String query = asked.subject();
    int of = query.toLowerCase(Locale.ROOT).lastIndexOf(" of ");
    String rebuilt = of > 0 ? query.substring(0, of + 4) + topic : topic;
    return List.of(
        new Intent(
            dev.vex.grounding.search.SearchFetcher.KIND,
            rebuilt,
            Map.of(),
            Intent.Mode.ASK,
            0.8,
            "the search asked just before, of another thing"));
  }

  /** "and in Florence", "under 100 euros", "og i Firenze": a search moved or narrowed. */
  static final java.util.regex.Pattern SEARCH_NARROWED =
      java.util.regex.Pattern.compile(
          "^(?:and |og |but |men |now |nå )?((in|i|på|near|nær|around|rundt|under|below|over|above"
              + "|for|with|without|med|uten|less than|cheaper than|mindre enn|billigere enn) "
              + "[^?.!]{2,60}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /** Prepositions of a place, which move a search rather than narrow it. */
  static final Set<String> PLACE_OF_SEARCH =
      Set.of("in", "i", "på", "near", "nær", "around", "rundt");

  /**
   * A search asked just before, moved to another place or narrowed: "search for hotels in Rome"
   * then "and in Florence" searches hotels in Florence; "google best headphones" then "under 100
   * euros" searches best headphones under 100 euros. Read before the message's own intents ("and in
   * Florence" alone asks Florence's weather). Null when the message is no such phrase.
   */
  static List<Intent> searchNarrowed(Utterance u, PreviousTurn previous) {
    Intent asked = searchAsked(previous);
    if (asked == null) {
      return null;
    }
    java.util.regex.Matcher m = SEARCH_NARROWED.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String phrase = m.group(1);
    List<String> words = new ArrayList<>();
    for (String w : phrase.toLowerCase(Locale.ROOT).split("\\s+")) {
      words.add(strip(w));
    }
    if (words.size() > 5 || words.stream().anyMatch(QUESTION_WORDS::contains)) {
      return null;
    }
    String query = asked.subject();
    String preposition = m.group(2).toLowerCase(Locale.ROOT);
    String rebuilt = query + " " + phrase;
    if (PLACE_OF_SEARCH.contains(preposition)) {
      int at = query.toLowerCase(Locale.ROOT).lastIndexOf(" " + preposition + " ");
      if (at > 0) {
        rebuilt = query.substring(0, at) + " " + phrase;
      }
    }
    return List.of(
        new Intent(
            dev.vex.grounding.search.SearchFetcher.KIND,
            rebuilt,
            Map.of(),
            Intent.Mode.ASK,
            0.8,
            "the search asked just before, moved or narrowed"));
  }

  /** "hotels near the beach there, search": a search command after what is searched. */
  static final java.util.regex.Pattern SEARCH_AFTER =
      java.util.regex.Pattern.compile(
          "^(.{3,120}?),?\\s+(?:search|google|google it|look it up|søk|google det|søk det opp)"
              + "\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * "weather in Nice" then "search for hotels there" or "hotels near the beach there, search": a
   * search of the place named just before, "there" read as "in Nice". Null when the message names
   * no place by "there" or asks no search.
   */
  static List<Intent> searchThere(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String place = null;
    for (Intent i : previous.intents()) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        place = i.subject();
        break;
      }
    }
    if (place == null
        || u.lowerWords.stream().map(FollowUpText::strip).noneMatch(THERE::contains)) {
      return null;
    }
    String text = u.original.strip();
    java.util.regex.Matcher after = SEARCH_AFTER.matcher(text);
    if (after.matches()) {
      text = "search for " + after.group(1);
    }
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (String w : text.split("\\s+")) {
      String s = strip(w).toLowerCase(Locale.ROOT);
      boolean norwegian = s.equals("der") || s.equals("dit");
      if (!replaced && THERE.contains(s)) {
        sb.append(sb.length() == 0 ? "" : " ").append(norwegian ? "i " : "in ").append(place);
        replaced = true;
      } else {
        sb.append(sb.length() == 0 ? "" : " ").append(w);
      }
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(sb.toString())) {
      if (dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && !i.subject().isBlank()) {
        read.add(i);
      }
    }
    return read.isEmpty() ? null : because(read, "a search of the place named just before");
  }

  /** "can you google that?", "kan du søke det opp?": a search of the message just before. */
  static final java.util.regex.Pattern SEARCH_THAT =
      java.util.regex.Pattern.compile(
          "^(?:ok |okay |so |så |and |og |then |please |pls )*(?:can you |could you |would you |kan du"
              + " |kunne du |vil du )?(?:please |pls )?(?:google|search|search for|search the web for"
              + "|look up|søk|søke|søk etter|søke etter|slå opp|look) (?:that|this|it"
              + "|det|den|dette)(?: up| opp)?(?: for me| for meg| online| på nettet| on the web)?"
              + "(?: please| takk)?\\s*[?.!]*$");
}
