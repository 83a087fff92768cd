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

  private static final Set<String> POINT_WORDS = WordLists.set("StoryClaims.POINT_WORDS");

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

  /**
   * Words that open a sentence about the story the sentence before named: "It has 206 points", "Den
   * har 166 poeng".
   */
  private static final Set<String> REFERS_BACK =
      Set.of("it", "its", "it's", "this", "den", "det", "denne", "dette", "saken", "innlegget");

  /** Words too common to tell one story from another. */
  private static final Set<String> COMMON = WordLists.set("StoryClaims.COMMON");

  /** Bounds the real count lies above: "over 500 points", "mer enn 100 kommentarer". */
  private static final List<String> ABOVE = WordLists.list("StoryClaims.ABOVE");

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
          "vel", // "vel 360 kommentarer": a little over
          "i overkant av");

  /** Bounds the real count may reach: "at least 500", "minst 200". */
  private static final List<String> AT_LEAST = List.of("at least", "minst");

  /** Bounds the real count lies below, but near: "nearly 550 points", "nesten 400". */
  private static final List<String> NEARLY = WordLists.list("StoryClaims.NEARLY");

  /** Bounds the real count lies below: "under 100 comments", "færre enn 50". */
  private static final List<String> BELOW =
      List.of("under", "below", "less than", "fewer than", "færre enn", "mindre enn");

  /** Bounds the real count may reach from below: "up to 300", "opptil 300". */
  private static final List<String> UP_TO = List.of("up to", "opptil", "at most", "maks");

  private static final List<String> HEDGES = WordLists.list("StoryClaims.HEDGES");

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
    String lower = text.toLowerCase(Locale.ROOT);
    if (ranks(lower)) {
      List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
      Story asked = names(tokens, stories) ? null : namedIn(question, stories);
      out.addAll(ranked(text, tokens, stories, asked));
    }
    if (!mayHold(text) || out.size() >= MAX_PROBLEMS) {
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

  // ---- rank and comparison in words (#22: "the most-upvoted story", "more comments than") ----

  /** Words that say a story has the most points; {@code true} for "top", which rank also makes. */
  private static final Map<String, Boolean> MOST_POINTS =
      Map.ofEntries(
          Map.entry("most-upvoted", false),
          Map.entry("most upvoted", false),
          Map.entry("most upvotes", false),
          Map.entry("most points", false),
          Map.entry("highest-scoring", false),
          Map.entry("highest scoring", false),
          Map.entry("highest-rated", false),
          Map.entry("top story", true),
          Map.entry("top post", true),
          Map.entry("flest poeng", false),
          Map.entry("flest stemmer", false),
          Map.entry("toppsaken", true),
          Map.entry("den øverste saken", true));

  /** Words that say a story has the most comments. */
  private static final List<String> MOST_COMMENTS = WordLists.list("StoryClaims.MOST_COMMENTS");

  /** A comparison between two stories' counts: the words, points or comments, and the factor. */
  private record Comparison(String words, boolean comments, double factor) {}

  private static final List<Comparison> COMPARISONS =
      List.of(
          new Comparison("more comments than", true, 1),
          new Comparison("more points than", false, 1),
          new Comparison("more upvotes than", false, 1),
          new Comparison("fewer comments than", true, -1),
          new Comparison("fewer points than", false, -1),
          new Comparison("twice as many points as", false, 2),
          new Comparison("twice as many comments as", true, 2),
          new Comparison("flere kommentarer enn", true, 1),
          new Comparison("flere poeng enn", false, 1),
          new Comparison("færre kommentarer enn", true, -1),
          new Comparison("færre poeng enn", false, -1),
          new Comparison("dobbelt så mange poeng som", false, 2),
          new Comparison("dobbelt så mange kommentarer som", true, 2),
          new Comparison("three times as many points as", false, 3),
          new Comparison("three times as many comments as", true, 3),
          new Comparison("tre ganger så mange poeng som", false, 3),
          new Comparison("tre ganger så mange kommentarer som", true, 3));

  /** Words that say a story has the fewest: of comments ({@code true}) or of points. */
  private static final Map<String, Boolean> FEWEST =
      Map.of(
          "fewest comments", true,
          "least-commented", true,
          "least commented", true,
          "færrest kommentarer", true,
          "fewest points", false,
          "least-upvoted", false,
          "least upvoted", false,
          "færrest poeng", false);

  /** Round counts in words: "crossed a thousand points", "over tusen poeng". */
  private static final Map<String, Double> ROUND_COUNTS =
      Map.of(
          "a thousand", 1000.0,
          "one thousand", 1000.0,
          "tusen", 1000.0,
          "a hundred", 100.0,
          "one hundred", 100.0,
          "hundre", 100.0);

  private static boolean ranks(String lower) {
    return lower.contains("most")
        || lower.contains("highest")
        || lower.contains("top")
        || lower.contains("flest")
        || lower.contains("mest")
        || lower.contains("øverst")
        || lower.contains("than")
        || lower.contains("enn")
        || lower.contains("som")
        || lower.contains("as many")
        || lower.contains("thousand")
        || lower.contains("hundred")
        || lower.contains("tusen")
        || lower.contains("hundre");
  }

  /**
   * A story's rank or count claimed in words, per sentence: "X is the most-upvoted story" needs X
   * to have the most points of the stories fetched (or, for "top story", to be the first of them);
   * "X has more comments than Y" needs X's count above Y's ("dobbelt så mange poeng som" at least
   * 1.8 times it); "crossed a thousand points" is judged as "over 1000 points". The story is the
   * one the sentence names before the words (else the one the user's message names, for a reply
   * that names none). Linear: each sentence is read once per phrase list, with bounded lists.
   */
  private static List<String> ranked(
      String text, List<Token> tokens, List<Story> stories, Story asked) {
    List<String> out = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= tokens.size() && out.size() < MAX_PROBLEMS; i++) {
      if (i < tokens.size() && !ends(tokens, i)) {
        continue;
      }
      if (i > from) {
        sentence(text, tokens.subList(from, i), stories, asked, out);
      }
      from = i + 1;
    }
    return out;
  }

  private static void sentence(
      String text, List<Token> ts, List<Story> stories, Story asked, List<String> out) {
    int start = ts.get(0).start;
    int end = ts.get(ts.size() - 1).end;
    String lower = text.substring(start, end).toLowerCase(Locale.ROOT);
    for (Map.Entry<String, Boolean> e : MOST_POINTS.entrySet()) {
      int at = at(lower, e.getKey());
      if (at >= 0) {
        Story s = subject(ts, start + at, stories, asked);
        if (s != null && !Double.isNaN(s.points()) && !(e.getValue() && s == stories.get(0))) {
          Story top = most(stories, false);
          if (top != null && top != s && top.points() > s.points()) {
            out.add(
                "'"
                    + e.getKey()
                    + "' for '"
                    + s.title()
                    + "' ("
                    + count(s.points())
                    + " points) where '"
                    + top.title()
                    + "' has "
                    + count(top.points()));
            return;
          }
        }
      }
    }
    for (String w : MOST_COMMENTS) {
      int at = at(lower, w);
      if (at >= 0) {
        Story s = subject(ts, start + at, stories, asked);
        Story top = most(stories, true);
        if (s != null && top != null && top != s && top.comments() > s.comments()) {
          out.add(
              "'"
                  + w
                  + "' for '"
                  + s.title()
                  + "' ("
                  + count(s.comments())
                  + " comments) where '"
                  + top.title()
                  + "' has "
                  + count(top.comments()));
          return;
        }
      }
    }
    for (Map.Entry<String, Boolean> e : FEWEST.entrySet()) {
      int at = at(lower, e.getKey());
      if (at >= 0) {
        boolean comments = e.getValue();
        Story s = subject(ts, start + at, stories, asked);
        Story low = least(stories, comments);
        double v = s == null ? Double.NaN : comments ? s.comments() : s.points();
        if (s != null && low != null && low != s && !Double.isNaN(v)) {
          double lv = comments ? low.comments() : low.points();
          if (lv < v) {
            out.add(
                "'"
                    + e.getKey()
                    + "' for '"
                    + s.title()
                    + "' ("
                    + count(v)
                    + ") where '"
                    + low.title()
                    + "' has "
                    + count(lv));
            return;
          }
        }
      }
    }
    for (Comparison c : COMPARISONS) {
      int at = at(lower, c.words());
      if (at < 0) {
        continue;
      }
      Story a = subject(ts, start + at, stories, asked);
      Story b = null;
      for (Token t : ts) {
        if (t.start >= start + at + c.words().length()) {
          b = named(t, stories);
          if (b != null) {
            break;
          }
        }
      }
      if (a == null || b == null || a == b) {
        continue;
      }
      double x = c.comments() ? a.comments() : a.points();
      double y = c.comments() ? b.comments() : b.points();
      if (Double.isNaN(x) || Double.isNaN(y)) {
        continue;
      }
      boolean holds = c.factor() < 0 ? x < y : c.factor() > 1 ? x >= 0.9 * c.factor() * y : x > y;
      if (!holds) {
        out.add(
            "'"
                + c.words()
                + "' for '"
                + a.title()
                + "' ("
                + count(x)
                + ") against '"
                + b.title()
                + "' ("
                + count(y)
                + ")");
        return;
      }
    }
    for (Map.Entry<String, Double> e : ROUND_COUNTS.entrySet()) {
      for (String unit : List.of(" points", " upvotes", " poeng", " comments", " kommentarer")) {
        int at = at(lower, e.getKey() + unit);
        if (at < 0) {
          continue;
        }
        Story s = subject(ts, start + at, stories, asked);
        if (s == null) {
          continue;
        }
        boolean comments = unit.contains("comment") || unit.contains("kommentar");
        double real = comments ? s.comments() : s.points();
        String before = before(text, start + at).replaceAll("\\s+(a|an|the|et|ett)$", "");
        if (!Double.isNaN(real) && !holds(before, e.getValue(), real)) {
          out.add(
              "'"
                  + e.getKey()
                  + unit
                  + "' where the source says "
                  + count(real)
                  + (comments ? " comments" : " points")
                  + " for '"
                  + s.title()
                  + "'");
          return;
        }
      }
    }
  }

  /** Where the words stand in the sentence as whole words, not negated; -1 when they do not. */
  private static int at(String lower, String words) {
    int at = lower.indexOf(words);
    if (at < 0
        || (at > 0 && Character.isLetter(lower.charAt(at - 1)))
        || (at + words.length() < lower.length()
            && Character.isLetter(lower.charAt(at + words.length())))) {
      return -1;
    }
    String before = lower.substring(Math.max(0, at - 12), at);
    if (before.matches(".*\\b(not|n't|isn't|ikke|ikkje|never|aldri)\\b.*")) {
      return -1;
    }
    // "nest flest poeng", "the second-most upvoted": a rank below the top is not the top
    if (before.matches(
        ".*\\b(nest|second|third|tredje|andre|next|fourth|fjerde)[\\s-]*(?:the\\s+)?$")) {
      return -1;
    }
    return at;
  }

  /**
   * The one story the sentence names before {@code at}, or the asked one, or the only one; null
   * when it names two there ("A has more comments than B, and more points than C": whose points is
   * not told).
   */
  private static Story subject(List<Token> ts, int at, List<Story> stories, Story asked) {
    Story s = null;
    for (Token t : ts) {
      if (t.start >= at) {
        break;
      }
      Story n = named(t, stories);
      if (n != null && s != null && n != s) {
        return null;
      }
      if (n != null) {
        s = n;
      }
    }
    if (s != null) {
      return s;
    }
    for (Token t : ts) { // "the story with the most comments is X": the one story named after
      Story n = named(t, stories);
      if (n != null && s != null && n != s) {
        return null;
      }
      if (n != null) {
        s = n;
      }
    }
    if (s != null) {
      return s;
    }
    return asked != null ? asked : stories.size() == 1 ? stories.get(0) : null;
  }

  private static Story least(List<Story> stories, boolean comments) {
    Story low = null;
    for (Story s : stories) {
      double v = comments ? s.comments() : s.points();
      if (!Double.isNaN(v) && (low == null || v < (comments ? low.comments() : low.points()))) {
        low = s;
      }
    }
    return low;
  }

  private static Story most(List<Story> stories, boolean comments) {
    Story top = null;
    for (Story s : stories) {
      double v = comments ? s.comments() : s.points();
      if (!Double.isNaN(v) && (top == null || v > (comments ? top.comments() : top.points()))) {
        top = s;
      }
    }
    return top;
  }

  private static String count(double v) {
    return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
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

    /** The story the sentence before ended with, for a sentence that opens with "It". */
    private Story carried;

    /** Whether the next token opens a sentence. */
    private boolean opens = true;

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
        Token t = tokens.get(seen);
        if (ends(tokens, seen++)) {
          carried = before;
          before = null;
          opens = true;
        } else {
          Story s = named(t, stories);
          if (s != null) {
            before = s;
          } else if (opens && t.kind == Token.WORD && REFERS_BACK.contains(t.word)) {
            // "… from medievalists.net. It has 206 points": the story of the sentence before
            before = carried;
          }
          opens = false;
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
        for (; k < tokens.size() && !ends(tokens, k); k++) {
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

  /**
   * Whether token {@code i} ends a sentence: a full stop, '!', '?' or a line break; not the dot
   * inside a host or file name ("scottspence.com", "medievalists.net"), which a word follows with
   * no space (read as an end, it cut "X from scottspence.com has 88 comments" from its story).
   */
  private static boolean ends(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (t.kind != Token.MARK) {
      return false;
    }
    if (t.mark == '.') {
      Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
      return next == null || next.start != t.end || next.kind != Token.WORD || !t.glued;
    }
    return t.mark == '!' || t.mark == '?' || t.mark == '\n';
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
