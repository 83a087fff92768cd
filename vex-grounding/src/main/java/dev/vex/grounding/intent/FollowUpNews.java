package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.news.NewsFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of the news: a topic asked of the news just asked
 * for. Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpNews {
  private FollowUpNews() {}

  /** "anything on AI?", "noe om valget?", "what about Ukraine?" after a request for news. */
  static final List<List<String>> NEWS_LEADS =
      List.of(
          List.of("anything", "on"),
          List.of("anything", "about"),
          List.of("any", "news", "on"),
          List.of("any", "news", "about"),
          List.of("what", "about"),
          List.of("how", "about"),
          List.of("and", "on"),
          List.of("and", "about"),
          List.of("noe", "om"),
          List.of("noe", "nytt", "om"),
          List.of("hva", "med"),
          List.of("enn", "om"),
          List.of("og", "om"),
          List.of("and"),
          List.of("og"),
          List.of("enn"));

  /** "noe tech-nytt?", "og sportsnyheter?": a topic joined to the word for news. */
  static final java.util.regex.Pattern NEWS_COMPOUND =
      java.util.regex.Pattern.compile(
          "^(?:og |enn |men )?(?:noe |noen |hva med |any )?(\\p{L}{2,20}?)-?(?:nytt|nyheter)"
              + "(?: da| then)?\\s*[?.!]*$");

  /** "and in the world?", "og i verden da?", "what about the world?": the world as a whole. */
  static final java.util.regex.Pattern WORLD =
      java.util.regex.Pattern.compile(
          "^\\W*(?:and|og|enn|what about|how about|hva med|ka med|kva med)?\\s*(?:(?:in|i|with|med"
              + "|ute i|out in|elsewhere in|ellers i|resten av) )?(?:the )?(?:world|verden|verda)"
              + "(?: then| da| då)?\\W*");

  /**
   * Small talk of what is new with the assistant ("what's new with you", "what's up with you
   * today", "hva er nytt med deg", "hva skjer med deg"; DEFINITIONS.md: no news ask itself).
   */
  static final java.util.regex.Pattern ABOUT_YOU =
      java.util.regex.Pattern.compile(
          "(?:what's|whats|what is|anything) (?:new|up|happening|going on) with you"
              + "|(?:hva|ka|kva) (?:er|e) (?:det )?nytt (?:med|hos) deg"
              + "|(?:hva|ka|kva) skjer (?:med|hos) deg");

  /** Words that are no topic: "what about you?", "hva med det?". */
  static final Set<String> NOT_TOPICS = WordLists.set("FollowUpNews.NOT_TOPICS");

  /**
   * A topic asked of the news just asked for: the topic is the rest of a short message after a lead
   * ("anything on AI?"), read as a news request of that topic.
   */
  static List<Intent> newsTopic(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (WORLD.matcher(u.lower).matches()
        && (ABOUT_YOU.matcher(previous.text().toLowerCase(Locale.ROOT)).find()
            || previous.intents().stream()
                .anyMatch(i -> NewsFetcher.KIND.equals(i.kind()) && i.isAsk()))) {
      // "hva er nytt med deg" then "og i verden?": the headlines (session 37, followup-tune25, -26)
      return List.of(
          new Intent(NewsFetcher.KIND, "", Map.of())
              .withMode(Intent.Mode.ASK, 0.8, "the headlines of the world as a whole"));
    }
    if (!own.isEmpty()
        || u.words.size() > 7
        || previous.intents().stream()
            .noneMatch(i -> NewsFetcher.KIND.equals(i.kind()) && i.isAsk())) {
      return own;
    }
    java.util.regex.Matcher compound = NEWS_COMPOUND.matcher(u.lower.strip());
    if (compound.matches()) {
      // "hva har jeg gått glipp av" then "noe tech-nytt?": news of that topic
      return List.of(
          new Intent(NewsFetcher.KIND, compound.group(1), Map.of())
              .withMode(Intent.Mode.ASK, 0.8, "a topic of the news asked for just before"));
    }
    for (List<String> lead : NEWS_LEADS) {
      int k = lead.size();
      if (u.lowerWords.size() > k && u.lowerWords.subList(0, k).equals(lead)) {
        List<String> topic = new ArrayList<>();
        for (String w : u.words.subList(k, u.words.size())) {
          String s = strip(w);
          if (!s.isEmpty() && !TRAILING.contains(s.toLowerCase(Locale.ROOT))) {
            topic.add(s);
          }
        }
        if (topic.isEmpty()
            || topic.size() > 4
            || topic.stream().anyMatch(w -> QUESTION_WORDS.contains(w.toLowerCase(Locale.ROOT)))
            || topic.size() == 1 && NOT_TOPICS.contains(topic.get(0).toLowerCase(Locale.ROOT))) {
          return own;
        }
        return List.of(
            new Intent(NewsFetcher.KIND, String.join(" ", topic), Map.of())
                .withMode(Intent.Mode.ASK, 0.8, "a topic of the news asked for just before"));
      }
    }
    return own;
  }
}
