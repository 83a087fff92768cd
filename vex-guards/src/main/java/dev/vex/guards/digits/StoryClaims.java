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
 * A story's comment count or points as a reply states them ("71 comments", "366 kommentarer", "543
 * points", "251 poeng"), judged against the counts the news source gave for that story (#22): a
 * ground truth of kind {@code news} whose fact {@code stories} lists maps with {@code title},
 * {@code author}, {@code points} and {@code comments}.
 *
 * <p>The story is the one whose title or author the sentence names nearest before the count (else
 * nearest after it), or the only story; when the reply names no story at all, the one the user's
 * message names. A count no story can be told for is not judged. A bound is judged as written:
 * "over 500 points" needs more than 500, "nearly 550" at most 550 and not 15 % less, "under 100
 * comments" fewer than 100, "a bit over 500" more than 500 and not a quarter more; a hedged count
 * ("about 370 comments") may be 10 % off; any other must be the count. The work is linear in the
 * reply.
 */
final class StoryClaims {
  static final String KIND = "news";
  private static final int MAX_STORIES = 100;
  private static final int MAX_PROBLEMS = 4;

  private StoryClaims() {}

  /** One story: the words of its title and author, its comment count and its points. */
  private record Story(String title, Set<String> words, double comments, double points) {}

  private static final Set<String> COMMENT_WORDS =
      Set.of(
          "comment",
          "comments",
          "kommentar",
          "kommentarer",
          "kommentarene",
          "kommentarar",
          "kommentarane");

  private static final Set<String> POINT_WORDS =
      Set.of("point", "points", "pts", "upvotes", "poeng", "poenget", "poenga", "poengene");

  /**
   * Whether a count word ("points", "kommentarer") follows {@code end}: such a number is a story's
   * count, judged here by the story it is written for rather than as a key figure of any story.
   */
  static boolean countAfter(String text, int end) {
    int i = end;
    int n = text.length();
    while (i < n && i - end < 2 && (text.charAt(i) == ' ' || text.charAt(i) == '\u00a0')) {
      i++;
    }
    int start = i;
    while (i < n && i - start <= 12 && Character.isLetter(text.charAt(i))) {
      i++;
    }
    if (i == start || i - start > 12 || (i < n && Character.isLetter(text.charAt(i)))) {
      return false;
    }
    String w = text.substring(start, i).toLowerCase(Locale.ROOT);
    return COMMENT_WORDS.contains(w) || POINT_WORDS.contains(w);
  }

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

  /** Bounds the real count lies above: "over 500 points", "mer enn 100 kommentarer". */
  private static final List<String> ABOVE =
      List.of(
          "over",
          "more than",
          "above",
          "upwards of",
          "in excess of",
          "mer enn",
          "flere enn",
          "drøyt",
          "i overkant av");

  /** Bounds the real count lies above, but not far: "a bit over 500", "litt over 200". */
  private static final List<String> JUST_ABOVE =
      List.of(
          "a bit over",
          "a little over",
          "just over",
          "slightly over",
          "just above",
          "litt over",
          "like over",
          "drøyt",
          "i overkant av");

  /** Bounds the real count may reach: "at least 500", "minst 200". */
  private static final List<String> AT_LEAST = List.of("at least", "minst");

  /** Bounds the real count lies below, but near: "nearly 550 points", "nesten 400". */
  private static final List<String> NEARLY =
      List.of(
          "nearly",
          "almost",
          "close to",
          "just under",
          "a bit under",
          "a little under",
          "slightly under",
          "nesten",
          "bortimot",
          "snaut",
          "knapt",
          "litt under",
          "like under",
          "i underkant av");

  /** Bounds the real count lies below: "under 100 comments", "færre enn 50". */
  private static final List<String> BELOW =
      List.of("under", "below", "less than", "fewer than", "færre enn", "mindre enn");

  /** Bounds the real count may reach from below: "up to 300", "opptil 300". */
  private static final List<String> UP_TO = List.of("up to", "opptil", "at most", "maks");

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
    return problems(text, "", truths);
  }

  /**
   * The problems of the reply's counts; {@code question} is the user's message, whose story a reply
   * that names none is about.
   */
  static List<String> problems(String text, String question, List<GroundTruth> truths) {
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
    Story asked = null; // the story the user's message names, for a reply that names none
    boolean replyNames = false;
    boolean looked = false; // whether the reply's words were looked through for a story, once
    for (int i = 0; i + 1 < tokens.size() && out.size() < MAX_PROBLEMS; i++) {
      Token n = tokens.get(i);
      String word = tokens.get(i + 1).word;
      boolean comments = COMMENT_WORDS.contains(word);
      if (n.kind != Token.NUMBER || n.glued || !(comments || POINT_WORDS.contains(word))) {
        continue;
      }
      Story s = named.attributed(i);
      if (s == null) {
        if (!looked) { // once per reply: per count, a megabyte naming no story cost its square
          looked = true;
          replyNames = names(tokens, stories);
          if (!replyNames && asked == null) {
            asked = namedIn(question, stories);
          }
        }
        s = replyNames ? null : asked;
      }
      if (s == null) {
        continue;
      }
      double real = comments ? s.comments() : s.points();
      if (Double.isNaN(real) || holds(before(text, n.start), n.value, real)) {
        continue;
      }
      out.add(
          "'"
              + text.substring(n.start, tokens.get(i + 1).end)
              + "' where the source says "
              + BigDecimal.valueOf(real).stripTrailingZeros().toPlainString()
              + (comments ? " comments" : " points")
              + " for '"
              + s.title()
              + "'");
    }
    return out;
  }

  /** Whether the count, with the bound or hedge written before it, is true of the real one. */
  private static boolean holds(String before, double stated, double real) {
    double eps = 1e-9;
    if (starts(before, JUST_ABOVE)) {
      return real > stated - eps && real <= stated * 1.25 + eps;
    }
    if (starts(before, AT_LEAST)) {
      return real >= stated - eps;
    }
    if (starts(before, ABOVE)) {
      return real > stated - eps;
    }
    if (starts(before, NEARLY)) {
      return real <= stated + eps && real >= stated * 0.85 - eps;
    }
    if (starts(before, UP_TO)) {
      return real <= stated + eps;
    }
    if (starts(before, BELOW)) {
      return real < stated + eps;
    }
    double slack = starts(before, HEDGES) ? 0.10 * real : 0.0;
    return Math.abs(stated - real) <= slack + eps;
  }

  /** Whether any word of the reply names one story. */
  private static boolean names(List<Token> tokens, List<Story> stories) {
    for (Token t : tokens) {
      if (named(t, stories) != null) {
        return true;
      }
    }
    return false;
  }

  /** The one story the text's words name (several words may name it), or null. */
  private static Story namedIn(String text, List<Story> stories) {
    if (text == null || text.isEmpty()) {
      return null;
    }
    Story found = null;
    for (Token t : Token.read(text, 2_000)) {
      Story s = named(t, stories);
      if (s != null) {
        if (found != null && found != s) {
          return null;
        }
        found = s;
      }
    }
    return found;
  }

  /** Whether the text has a count word at all: most replies do not, and are not tokenised. */
  private static boolean mayHold(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    return lower.contains("comment")
        || lower.contains("kommentar")
        || lower.contains("point")
        || lower.contains("poeng")
        || lower.contains("pts")
        || lower.contains("upvote");
  }

  private static Story story(Map<?, ?> m) {
    Object title = m.get("title");
    Object comments = m.get("comments");
    if (!(title instanceof String t) || !(comments instanceof Number c)) {
      return null;
    }
    double points = m.get("points") instanceof Number p ? p.doubleValue() : Double.NaN;
    Set<String> words = new java.util.HashSet<>();
    add(words, t);
    if (m.get("author") instanceof String a) {
      add(words, a);
    }
    return new Story(t, Set.copyOf(words), c.doubleValue(), points);
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
    return text.substring(Math.max(0, at - 16), at).toLowerCase(Locale.ROOT).stripTrailing();
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
