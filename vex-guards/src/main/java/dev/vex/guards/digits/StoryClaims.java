package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A story's comment count as a reply states it ("71 comments", "366 kommentarer"), judged against
 * the count the news source gave for that story (#22): a ground truth of kind {@code news} whose
 * fact {@code stories} lists maps with {@code title}, {@code author} and {@code comments}.
 *
 * <p>The story is the one whose title or author the sentence names nearest before the count (else
 * nearest after it), or the only story; a count no story can be told for is not judged, nor one
 * after "over", "more than", "nesten" and the like. A hedged count ("about 370 comments") may be 10
 * % off; any other must be the count. The work is linear in the reply.
 */
final class StoryClaims {
  static final String KIND = "news";
  private static final int MAX_STORIES = 100;
  private static final int MAX_PROBLEMS = 4;

  private StoryClaims() {}

  /** One story: the words of its title and author, and its comment count. */
  private record Story(String title, Set<String> words, double comments) {}

  private static final Set<String> COMMENT_WORDS =
      Set.of("comment", "comments", "kommentar", "kommentarer", "kommentarene");

  /** Words too common to tell one story from another. */
  private static final Set<String> COMMON =
      Set.of(
          "the",
          "and",
          "for",
          "with",
          "from",
          "into",
          "that",
          "this",
          "your",
          "you",
          "are",
          "was",
          "its",
          "has",
          "have",
          "about",
          "over",
          "new",
          "now",
          "how",
          "why",
          "what",
          "who",
          "when",
          "show",
          "ask",
          "lets",
          "let",
          "run",
          "once",
          "bunch",
          "app",
          "all",
          "out",
          "one",
          "two",
          "use",
          "using",
          "via",
          "vs",
          "not",
          "but",
          "can",
          "will",
          "just",
          "more",
          "than",
          "our",
          "his",
          "her",
          "their",
          "update",
          "story",
          "post",
          "article",
          "comments",
          "points");

  private static final List<String> COMPARATIVES =
      List.of(
          "over",
          "more than",
          "above",
          "nearly",
          "almost",
          "under",
          "below",
          "less than",
          "fewer than",
          "up to",
          "mer enn",
          "flere enn",
          "nesten",
          "færre enn",
          "mindre enn",
          "opptil",
          "minst",
          "at least");

  private static final List<String> HEDGES =
      List.of(
          "about",
          "around",
          "roughly",
          "approximately",
          "some",
          "ca",
          "cirka",
          "omtrent",
          "rundt",
          "~");

  static List<String> problems(String text, List<GroundTruth> truths) {
    List<Story> stories = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (KIND.equals(t.kind()) && t.facts().get("stories") instanceof List<?> list) {
        for (Object o : list) {
          if (stories.size() < MAX_STORIES && o instanceof Map<?, ?> m) {
            Story s = story(m);
            if (s != null) {
              stories.add(s);
            }
          }
        }
      }
    }
    if (stories.isEmpty()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    if (!mayHold(text)) {
      return out;
    }
    List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
    Named named = new Named(tokens, stories);
    for (int i = 0; i + 1 < tokens.size() && out.size() < MAX_PROBLEMS; i++) {
      Token n = tokens.get(i);
      if (n.kind != Token.NUMBER || n.glued || !COMMENT_WORDS.contains(tokens.get(i + 1).word)) {
        continue;
      }
      String before = before(text, n.start);
      if (starts(before, COMPARATIVES)) {
        continue;
      }
      Story s = named.attributed(i);
      if (s == null) {
        continue;
      }
      double slack = starts(before, HEDGES) ? 0.10 * s.comments() : 0.0;
      if (Math.abs(n.value - s.comments()) <= slack + 1e-9) {
        continue;
      }
      out.add(
          "'"
              + text.substring(n.start, tokens.get(i + 1).end)
              + "' where the source says "
              + BigDecimal.valueOf(s.comments()).stripTrailingZeros().toPlainString()
              + " comments for '"
              + s.title()
              + "'");
    }
    return out;
  }

  /** Whether the text has a comment word at all: most replies do not, and are not tokenised. */
  private static boolean mayHold(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    return lower.contains("comment") || lower.contains("kommentar");
  }

  private static Story story(Map<?, ?> m) {
    Object title = m.get("title");
    Object comments = m.get("comments");
    if (!(title instanceof String t) || !(comments instanceof Number c)) {
      return null;
    }
    Set<String> words = new java.util.HashSet<>();
    add(words, t);
    if (m.get("author") instanceof String a) {
      add(words, a);
    }
    return new Story(t, Set.copyOf(words), c.doubleValue());
  }

  private static void add(Set<String> words, String s) {
    for (Token t : Token.read(s, 400)) {
      String w = word(t);
      if (w != null) {
        words.add(w);
      }
    }
  }

  /** A token as a word that may name a story: 3 letters or more, not a common word. */
  private static String word(Token t) {
    if (t.kind != Token.WORD) {
      return null;
    }
    String w = t.word.endsWith("'s") ? t.word.substring(0, t.word.length() - 2) : t.word;
    return w.length() >= 3 && !COMMON.contains(w) ? w : null;
  }

  /**
   * The stories a reply's words name, found for counts in the order of the reply: each token is
   * looked at at most once before the counts and once after them, so that a sentence of a megabyte
   * with many counts naming no story costs no more per count than a short one (looked for from each
   * count to the sentence's ends, it cost time in the square of the sentence's length).
   */
  private static final class Named {
    private final List<Token> tokens;
    private final List<Story> stories;

    /** The tokens before this one have been looked at, from the start. */
    private int seen;

    /** The story named nearest before {@link #seen} in its sentence, or null. */
    private Story before;

    /** The first token at or after which {@link #after} was looked for. */
    private int from = Integer.MAX_VALUE;

    /** Where that look stopped: a token naming a story, a sentence's end, or the last token. */
    private int stop = -1;

    /** The story named at {@link #stop}, or null. */
    private Story after;

    Named(List<Token> tokens, List<Story> stories) {
      this.tokens = tokens;
      this.stories = stories;
    }

    /**
     * The story the count at token {@code i} is of: the one a word of its sentence names nearest
     * before it, else nearest after it (from token {@code i + 2}, past the comment word), else the
     * only story; null when no one story is named. Asked for counts in increasing order.
     */
    Story attributed(int i) {
      while (seen < i) {
        Token t = tokens.get(seen++);
        if (ends(t)) {
          before = null;
        } else {
          Story s = named(t, stories);
          if (s != null) {
            before = s;
          }
        }
      }
      if (before != null) {
        return before;
      }
      int k = i + 2;
      if (k < from || k > stop) { // the last look does not cover k: look from k
        from = k;
        after = null;
        stop = tokens.size();
        for (; k < tokens.size() && !ends(tokens.get(k)); k++) {
          Story s = named(tokens.get(k), stories);
          if (s != null) {
            after = s;
            break;
          }
        }
        stop = k;
      }
      if (after != null) {
        return after;
      }
      return stories.size() == 1 ? stories.get(0) : null;
    }
  }

  private static boolean ends(Token t) {
    return t.kind == Token.MARK
        && (t.mark == '.' || t.mark == '!' || t.mark == '?' || t.mark == '\n');
  }

  /** The one story whose title or author has this word, or null. */
  private static Story named(Token t, List<Story> stories) {
    String w = word(t);
    if (w == null) {
      return null;
    }
    Story found = null;
    for (Story s : stories) {
      if (s.words().contains(w)) {
        if (found != null) {
          return null;
        }
        found = s;
      }
    }
    return found;
  }

  private static String before(String text, int at) {
    return text.substring(Math.max(0, at - 14), at).toLowerCase(Locale.ROOT).stripTrailing();
  }

  private static boolean starts(String before, List<String> words) {
    for (String w : words) {
      if (before.endsWith(w)
          && (before.length() == w.length()
              || !Character.isLetter(before.charAt(before.length() - w.length() - 1)))) {
        return true;
      }
    }
    return false;
  }
}
