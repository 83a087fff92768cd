package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A share read from the words of a web search's query is no share asked (session 29, #21): "Tesla
 * stock and search for Model Y reviews" asks Tesla's price and a search for "Model Y reviews"; the
 * "Y" of the query is a car's model, not the ticker Y. A share's intent is dropped when its subject
 * stands as a word inside the query of a search intent of the same message and nowhere else in it
 * ("Tesla stock and search for Tesla news" keeps Tesla; a subject the message does not spell, such
 * as a company named by a short name, is kept). Linear in the message's length.
 */
final class SearchQueryWords {
  private SearchQueryWords() {}

  /** The intents without the shares read from a search query's words; the same list if none. */
  static List<Intent> drop(List<Intent> intents, String original) {
    // the cheap test first: a search with a query and a share beside it (#23)
    String query = null;
    boolean share = false;
    for (Intent i : intents) {
      if (SearchFetcher.KIND.equals(i.kind()) && !i.subject().isBlank()) {
        query = i.subject();
      }
      share |= StockFetcher.KIND.equals(i.kind());
    }
    if (query == null || !share) {
      return intents;
    }
    String lower = original.toLowerCase(Locale.ROOT);
    int at = lower.indexOf(query.toLowerCase(Locale.ROOT));
    if (at < 0) {
      return intents;
    }
    String inside = lower.substring(at, at + query.length());
    String outside = lower.substring(0, at) + " " + lower.substring(at + query.length());
    List<Intent> out = new ArrayList<>(intents.size());
    for (Intent i : intents) {
      String s = i.subject().toLowerCase(Locale.ROOT);
      boolean fromQuery =
          StockFetcher.KIND.equals(i.kind())
              && !s.isEmpty()
              && (Utterance.tokens(inside).contains(s) && !Utterance.tokens(outside).contains(s)
                  || googleTheVerb(s, lower, at));
      if (!fromQuery) {
        out.add(i);
      }
    }
    return out.size() == intents.size() ? intents : List.copyOf(out);
  }

  /** What may stand between the verb "google" and its query: "google for X", "google it: X". */
  private static final List<String> AFTER_THE_VERB =
      List.of("", " for", " it", " etter", " på", " on", " up");

  /**
   * Whether the share Google was read from the verb "google" that opens the search's query, and
   * from nothing else in the message (session 33): "solana price and google solana phone review",
   * "google cheap flights to Rome" name no share. "google stock and google pixel reviews" keeps it
   * (the word is there twice).
   */
  private static boolean googleTheVerb(String subject, String lower, int queryAt) {
    if (!subject.equals("google") && !subject.equals("googl") && !subject.equals("goog")) {
      return false;
    }
    int first = lower.indexOf("google");
    if (first < 0 || lower.indexOf("google", first + 1) >= 0) {
      return false;
    }
    String before = lower.substring(0, queryAt).stripTrailing();
    while (!before.isEmpty() && ":\"'“”«".indexOf(before.charAt(before.length() - 1)) >= 0) {
      before = before.substring(0, before.length() - 1).stripTrailing();
    }
    for (String tail : AFTER_THE_VERB) {
      if (before.endsWith("google" + tail)) {
        int at = before.length() - ("google" + tail).length();
        return at == 0 || !Character.isLetterOrDigit(before.charAt(at - 1));
      }
    }
    return false;
  }
}
