package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.news.NewsFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Tech news questions: Hacker News named ("what's new on HN about Rust"), tech news or top stories
 * ("tech news", "siste tech-nyheter"), or news with a qualifier or a topic ("latest news about
 * Rust", "nyheter om AI"). "Good news" and news in passing fire nothing. A topic after {@code
 * about}/{@code om}/{@code on} becomes the search query; without one the front page is fetched.
 */
final class NewsRule {
  private static final Set<String> NEWS =
      Set.of(
          "news",
          "nyheter",
          "nyhetene",
          "headlines",
          "stories",
          "overskriftene",
          "overskrifter",
          "toppsakene",
          "toppsaker",
          "nyhetsbildet");
  private static final Set<String> QUALIFIERS =
      Set.of(
          "latest",
          "top",
          "today's",
          "todays",
          "siste",
          "dagens",
          "tech",
          "technology",
          "any",
          "new",
          "breaking",
          "the",
          "world",
          "verdens",
          "pls",
          "please");
  private static final Set<String> TOPIC =
      Set.of("about", "om", "on", "regarding", "with", "in", "fra", "i");
  private static final List<String> DIRECT =
      List.of(
          "hacker news",
          "tech news",
          "technology news",
          "top stories",
          "tech headlines",
          "tech nyheter",
          "teknologinyheter",
          "toppsaker",
          "techmeme",
          "siste nytt",
          "siste om",
          "noe nytt om",
          "noe nytt på",
          "anything new on",
          "anything new about",
          "what's new with",
          "whats new with",
          "what happened in the world",
          "whats happening in the world",
          "what's happening in the world",
          "hva skjer i verden",
          "breaking news",
          "headlines",
          // "the latest on the AI act", "any updates on the Apple event", "nytt om Rust": news
          // asked for by its form; the ask model weighs the rest of the message
          "the latest on",
          "the latest about",
          "any updates on",
          "any update on",
          "anything new in",
          "what's new in",
          "whats new in",
          "the buzz about",
          "nytt om",
          "toppsaken",
          "hva skjer i verda",
          "kva skjer i verda",
          "kva skjer i verden");

  private NewsRule() {}

  static List<Intent> match(Utterance u) {
    boolean hn = u.has("hacker news") || u.lowerWords.contains("hn");
    boolean direct = u.hasAnyPhrase(DIRECT);
    int k = u.indexOf(NEWS);
    boolean qualified = k >= 0 && (u.words.size() <= 4 || u.original.strip().endsWith("?"));
    if (k >= 0) {
      boolean before = k > 0 && QUALIFIERS.contains(u.lowerWords.get(k - 1));
      boolean topic = k + 1 < u.words.size() && TOPIC.contains(u.lowerWords.get(k + 1));
      qualified |= before || topic;
    }
    if (!hn && !direct && !qualified) {
      return List.of();
    }
    return List.of(Intent.of(NewsFetcher.KIND, topic(u)));
  }

  private static String topic(Utterance u) {
    for (int i = 0; i < u.words.size() - 1; i++) {
      if (!TOPIC.contains(u.lowerWords.get(i))) {
        continue;
      }
      String next = u.lowerWords.get(i + 1);
      if (next.equals("hn")
          || next.equals("hacker")
          || next.equals("the")
              && i + 2 < u.words.size()
              && u.lowerWords.get(i + 2).equals("front")) {
        continue;
      }
      List<String> words = new ArrayList<>();
      for (int j = i + 1; j < u.words.size(); j++) {
        String w = u.lowerWords.get(j);
        if (w.equals("and")
            || w.equals("og")
            || w.equals("today")
            || w.equals("please")
            || w.equals("on") && j + 1 < u.words.size() && u.lowerWords.get(j + 1).equals("hn")) {
          break;
        }
        if (words.isEmpty() && (w.equals("the") || w.equals("hn"))) {
          continue;
        }
        words.add(u.words.get(j));
      }
      return String.join(" ", words);
    }
    return "";
  }
}
