package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import java.util.List;
import java.util.Set;

/**
 * A request for a list of stories followed by how to show them (session 29, #21): "toppsaker på hn,
 * bare titler og poeng takk", "headlines from bbc, just the titles please", "siste nytt fra nrk,
 * kun overskriftene". The instruction after the comma says what to show of a list the user wants
 * now, so the news the first clause names is asked for, though the words of the instruction read to
 * the ask model as talk about stories. Only a message of at most twelve words whose first clause
 * holds a word of news, and whose last clause (after a comma) opens with a word of format: "I read
 * the top stories, only the titles were interesting" has a verb of the past and stays as the model
 * reads it. Read after the ask model ({@link LateForms}). Linear in the message's words.
 */
final class NewsFormat {
  private NewsFormat() {}

  /** Words that open an instruction of format after a comma. */
  private static final Set<String> OPENS = WordLists.set("NewsFormat.OPENS");

  /** Words of what to show of a story: one must follow in the instruction. */
  private static final Set<String> SHOWN = WordLists.set("NewsFormat.SHOWN");

  /** Words of the past or of the user's own reading: a story told, not a list asked. */
  private static final Set<String> TOLD = WordLists.set("NewsFormat.TOLD");

  /** The news the message asks for with its format, from the news rule's reading, or null. */
  static Intent ask(Utterance u) {
    int comma = u.original.lastIndexOf(',');
    // the cheap tests first: a comma, a word of what to show, no told story (#23)
    if (comma < 0 || u.words.size() > 12 || !u.hasAnyWord(SHOWN) || u.hasAnyWord(TOLD)) {
      return null;
    }
    List<String> tail =
        Utterance.tokens(u.original.substring(comma + 1).toLowerCase(java.util.Locale.ROOT));
    if (tail.isEmpty() || !OPENS.contains(tail.get(0))) {
      return null;
    }
    List<Intent> news = NewsRule.match(new Utterance(u.original.substring(0, comma)));
    if (news.isEmpty()) {
      return null;
    }
    return news.get(0)
        .withMode(Intent.Mode.ASK, 0.9, "asks for a list of stories and how to show it");
  }
}
