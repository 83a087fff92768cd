package dev.vex.grounding.intent;

import java.util.Set;

/**
 * Where a message's question is when a story comes before it: its last sentence, its last clause
 * (after a comma, "but", "anyway"), and whether that question is about a time gone by ("we were in
 * madrid last spring. was it hot there?").
 */
final class Sentences {
  private Sentences() {}

  /** "… was it hot there?": a question about the past asks for no live figure. */
  static final Set<String> PAST_QUESTION = Set.of("was", "were", "var", "hadde", "had");

  static final java.util.regex.Pattern PAST_TIME =
      java.util.regex.Pattern.compile(
          "\\b(?:last (?:year|spring|summer|autumn|fall|winter|month|christmas|easter)|i fjor|forrige (?:år|måned|sommer|vinter|jul|påske)|for (?:two|three|\\d+) years ago|years ago|år siden)\\b");

  /** "we were in madrid last spring. was it hot there?": a question about a time gone by. */
  static boolean pastStory(Utterance u) {
    Utterance last = lastSentence(u);
    Utterance q = last != null ? last : u;
    return !q.lowerWords.isEmpty()
        && PAST_QUESTION.contains(q.lowerWords.get(0))
        && PAST_TIME.matcher(u.lower).find();
  }

  /**
   * The last sentence of a message of several ("… coffee. is it raining in Oslo?"), or null: a
   * sentence ends at a full stop, "!" or "?" followed by a space.
   */
  static Utterance lastSentence(Utterance u) {
    String t = u.original;
    int end = t.length();
    while (end > 0 && ".!? ".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    for (int i = end - 1; i > 0; i--) {
      char c = t.charAt(i);
      if (c == ' ' && ".!?".indexOf(t.charAt(i - 1)) >= 0) {
        return i + 1 < t.length() ? new Utterance(t.substring(i + 1)) : null;
      }
    }
    return null;
  }

  static final java.util.regex.Pattern CLAUSE_START =
      java.util.regex.Pattern.compile(
          "(?:, |; | but | men | anyway,? | uansett,? | btw,? | forresten,? )");

  /**
   * The last clause of a message, after its last comma, semicolon, "but", "men", "anyway" or
   * "uansett", when it has three words or more; else null.
   */
  static Utterance lastClause(Utterance u) {
    String l = u.lower;
    if (l.indexOf(',') < 0
        && l.indexOf(';') < 0
        && !l.contains(" but ")
        && !l.contains(" men ")
        && !l.contains(" anyway")
        && !l.contains(" uansett")
        && !l.contains(" btw")
        && !l.contains(" forresten")) {
      return null; // CLAUSE_START cannot match
    }
    java.util.regex.Matcher c = CLAUSE_START.matcher(u.lower);
    int at = -1;
    while (c.find()) {
      at = c.end();
    }
    if (at < 0 || at >= u.original.length()) {
      return null;
    }
    String tail = u.original.substring(at);
    return Utterance.tokens(tail).size() >= 3 ? new Utterance(tail) : null;
  }
}
