package dev.vex.guards.digits;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which way a reply says a figure moved: "up 2.31 %", "fell 2.31 %", "steg", "stupte", "a 2.31 %
 * drop". Words are read in a bounded window around a number, so reading stays linear.
 */
final class Directions {
  private static final int WINDOW = 40;

  /** Words that say a value went up; lower case. */
  static final List<String> UP =
      List.of(
          "up",
          "rose",
          "risen",
          "rising",
          "rises",
          "gained",
          "gains",
          "gain",
          "increased",
          "increase",
          "climbed",
          "climbs",
          "gaining",
          "jumped",
          "jumps",
          "surged",
          "surges",
          "soared",
          "soars",
          "rallied",
          "rallies",
          "higher",
          "advanced",
          "spiked",
          "skyrocketed",
          "steg",
          "stiger",
          "økte",
          "øker",
          "opp",
          "økning",
          "oppgang",
          "oppover",
          "pluss",
          "klatret",
          "klatrer",
          "styrkes",
          "soaring",
          "surging",
          "climbing",
          "rallying",
          "skyrocketing",
          "skjøt",
          "steget", // "har steget": the participle of "stige"
          "økt",
          "risen");

  /** Words that say a value went down; lower case. */
  static final List<String> DOWN =
      List.of(
          "down",
          "fell",
          "fallen",
          "falling",
          "falls",
          "dropped",
          "drops",
          "drop",
          "declined",
          "declines",
          "decline",
          "decreased",
          "decrease",
          "lost",
          "loss",
          "lower",
          "slid",
          "sank",
          "plunged",
          "plunges",
          "crashed",
          "crashes",
          "crash",
          "tumbled",
          "slumped",
          "dipped",
          "dip",
          "slipped",
          "slips",
          "slipping",
          "sliding",
          "dipping",
          "eased",
          "falt",
          "faller",
          "sank",
          "ned",
          "nedgang",
          "nedover",
          "stupte",
          "stuper",
          "krasjet",
          "falt",
          "svekket",
          "svekkes",
          "synker",
          "krasjer",
          "sinks",
          "sinking",
          "slumps",
          "tumbles",
          "tumbling",
          "plunging",
          "crashing",
          "dropping",
          "declining",
          "tapte",
          "sunket", // "har sunket", "har stupt": the participles
          "stupt");

  /** Words that claim a move with no figure beside them; strong enough to judge a sentence. */
  static final List<String> CLAIMS = WordLists.list("Directions.CLAIMS");

  /** Verbs that claim a move with the word after them: "edged up", "gikk litt ned". */
  static final List<String> PHRASAL = WordLists.list("Directions.PHRASAL");

  /** Words that may stand between a phrasal verb and its direction: "gikk litt opp". */
  private static final List<String> FILLERS = WordLists.list("Directions.FILLERS");

  /** The direction words a phrasal verb takes. */
  private static final List<String> PARTICLES = WordLists.list("Directions.PARTICLES");

  /** The lists as sets: a word is looked up once per word of a reply, not compared with each. */
  private static final Set<String> UP_SET = Set.copyOf(UP);

  private static final Set<String> DOWN_SET = Set.copyOf(DOWN);

  /**
   * The words {@link #word} gives a direction, found in an ASCII word where it stands (#24: the
   * words before a number in a currency were each copied and lower-cased twice to be looked up).
   */
  static final AsciiWords DIRECTION_WORDS = new AsciiWords(union(UP_SET, DOWN_SET));

  private static List<String> union(Set<String> a, Set<String> b) {
    List<String> out = new java.util.ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  private static final Set<String> CLAIM_SET = Set.copyOf(CLAIMS);
  private static final Set<String> PHRASAL_SET = Set.copyOf(PHRASAL);
  private static final Set<String> PARTICLE_SET = Set.copyOf(PARTICLES);

  /**
   * The words {@link #claimLower} or {@link #phrasalClaimLower} may give a direction: an ASCII word
   * that is none of them claims no move and is not made a string (#24).
   */
  static final AsciiWords CLAIM_OR_PHRASAL = new AsciiWords(union(CLAIM_SET, PHRASAL_SET));

  private static final Set<String> FILLER_SET = Set.copyOf(FILLERS);

  /** The longest phrasal verb: a longer word is none, without lower-casing it. */
  private static final int LONGEST_PHRASAL = longest(PHRASAL);

  /** A loop, not a stream: the class's first use on a cold turn loads no stream classes (#23). */
  private static int longest(java.util.Collection<String> words) {
    int max = 0;
    for (String w : words) {
      max = Math.max(max, w.length());
    }
    return max;
  }

  private Directions() {}

  /**
   * The direction a phrasal claim starting with the verb at {@code [start, end)} gives ("edged up",
   * "ticked down", "gikk litt opp"): +1, -1, or 0 when the words do not form one. At most two
   * filler words may stand between the verb and its particle.
   */
  static int phrasalClaim(CharSequence text, int start, int end) {
    if (end - start > LONGEST_PHRASAL) {
      return 0;
    }
    return phrasalClaimLower(
        text, text.subSequence(start, end).toString().toLowerCase(Locale.ROOT), end);
  }

  /** {@link #phrasalClaim} for a verb ending at {@code end} and already lower-cased. */
  static int phrasalClaimLower(CharSequence text, String lowerVerb, int end) {
    if (!PHRASAL_SET.contains(lowerVerb)) {
      return 0;
    }
    int j = end;
    for (int words = 0; words < 3; words++) {
      while (j < text.length() && text.charAt(j) == ' ') {
        j++;
      }
      int from = j;
      while (j < text.length() && Chars.isLetter(text.charAt(j))) {
        j++;
      }
      if (from == j) {
        return 0;
      }
      String w = text.subSequence(from, j).toString().toLowerCase(Locale.ROOT);
      if (PARTICLE_SET.contains(w)) {
        return w.equals("oppover") ? 1 : w.equals("nedover") ? -1 : word(w);
      }
      if (!FILLER_SET.contains(w)) {
        return 0;
      }
    }
    return 0;
  }

  /** The verbs "be" that make a bare particle a claim: "is up", "er svakt opp", "it's down". */
  private static final Set<String> COPULAS = WordLists.set("Directions.COPULAS");

  /** Words after a particle that make it no move: "up to you", "opp til", "up and down". */
  private static final Set<String> NOT_A_MOVE = WordLists.set("Directions.NOT_A_MOVE");

  /**
   * The particle "up", "down", "opp" or "ned" at {@code start}, compared without a copy, or null.
   */
  private static String particle(CharSequence text, int start, int len) {
    for (String p : BARE_PARTICLES) {
      if (p.length() != len) {
        continue;
      }
      boolean same = true;
      for (int i = 0; same && i < len; i++) {
        same = Chars.toLowerCase(text.charAt(start + i)) == p.charAt(i);
      }
      if (same) {
        return p;
      }
    }
    return null;
  }

  private static final List<String> BARE_PARTICLES = List.of("up", "down", "opp", "ned");

  /** Words for a group as the subject of "be": "everything else is down" is no one coin's claim. */
  private static final Set<String> GROUPS = WordLists.set("Directions.GROUPS");

  /** Whether the word that ends at {@code end} (spaces skipped) names a group ({@link #GROUPS}). */
  private static boolean group(CharSequence text, int end) {
    int k = end;
    while (k > 0 && text.charAt(k - 1) == ' ') {
      k--;
    }
    int to = k;
    while (k > 0 && to - k < 11 && Chars.isLetter(text.charAt(k - 1))) {
      k--;
    }
    return GROUPS.contains(text.subSequence(k, to).toString().toLowerCase(Locale.ROOT));
  }

  /**
   * The direction a bare particle at {@code [start, end)} claims after a form of "be" ("bitcoin is
   * up a little", "ETH is slightly down", "Bitcoin er svakt opp i dag", "it's down"): +1, -1, or 0
   * when the words do not form one (no particle, no copula before it within two filler words, or a
   * word after it that makes it none: "up to you", "opp og ned", "up-to-date"; a figure after it in
   * its clause, "is up 5 % this week", whose direction is judged with the figure). Bounded: a word
   * of at most four letters, at most three words back, one word and {@link #WINDOW} characters
   * ahead.
   */
  static int copulaClaim(CharSequence text, int start, int end) {
    int len = end - start;
    if (len < 2 || len > 4) {
      return 0;
    }
    char c = Chars.toLowerCase(text.charAt(start));
    if (c != 'u' && c != 'd' && c != 'o' && c != 'n') {
      return 0; // most words: no particle starts here, and no string is made
    }
    String w = particle(text, start, len);
    if (w == null) {
      return 0;
    }
    if (end < text.length() && (text.charAt(end) == '-' || text.charAt(end) == '\'')) {
      return 0; // "up-to-date", "down's"
    }
    int j = end;
    while (j < text.length() && text.charAt(j) == ' ') {
      j++;
    }
    int from = j;
    while (j < text.length() && j - from < 8 && Chars.isLetter(text.charAt(j))) {
      j++;
    }
    if (NOT_A_MOVE.contains(text.subSequence(from, j).toString().toLowerCase(Locale.ROOT))) {
      return 0;
    }
    for (int q = end; q < text.length() && q - end < WINDOW; q++) {
      char x = text.charAt(q);
      if (x == ',' || x == '.' || x == ';' || x == ':' || x == '!' || x == '?' || x == '\n') {
        break;
      }
      if (Chars.isDigit(x) || x == '$' || x == '€' || x == '£') {
        return 0; // "is up 5 % this week": the number's own direction is judged with it
      }
    }
    int k = start;
    for (int words = 0; words < 3; words++) {
      while (k > 0 && text.charAt(k - 1) == ' ') {
        k--;
      }
      int to = k;
      while (k > 0 && to - k < 10 && Chars.isLetter(text.charAt(k - 1))) {
        k--;
      }
      if (k == to) {
        return 0;
      }
      String before = text.subSequence(k, to).toString().toLowerCase(Locale.ROOT);
      if (COPULAS.contains(before)) {
        boolean apostrophe = k > 0 && (text.charAt(k - 1) == '\'' || text.charAt(k - 1) == '’');
        if (before.equals("s") != apostrophe) {
          return 0; // "s" only as "it's", "bitcoin's"
        }
        return group(text, apostrophe ? k - 1 : k) ? 0 : word(w);
      }
      if (!FILLER_SET.contains(before)) {
        return 0;
      }
    }
    return 0;
  }

  /**
   * The direction a reply gives a number: +1 up, -1 down, 0 none. An explicit sign wins; else the
   * nearest direction word before it in the window (not across a sentence end), else one right
   * after it ("2.31 % lower").
   */
  static int of(CharSequence text, ReadNumber n) {
    int before = before(text, n);
    return before != 0 ? before : after(text, n);
  }

  /**
   * The direction a sign or a word before a number gives it ("up $2,008", "+$2,008", "falt 2 008
   * dollar"): +1, -1, or 0 for none.
   */
  static int before(CharSequence text, ReadNumber n) {
    if (n.value().signum() < 0) {
      return -1;
    }
    if (n.start() < text.length() && text.charAt(n.start()) == '+') {
      return 1;
    }
    int from = Math.max(0, n.start() - WINDOW);
    int best = 0;
    int i = n.start();
    while (i > from) {
      char c = text.charAt(i - 1);
      if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';') {
        break;
      }
      if (Chars.isLetter(c)) {
        int end = i;
        while (i > from && Chars.isLetter(text.charAt(i - 1))) {
          i--;
        }
        int d = word(text.subSequence(i, end).toString());
        if (d != 0) {
          best = d;
          break;
        }
      } else {
        i--;
      }
    }
    return best;
  }

  /** The direction a word right after a number gives it ("2.31 % lower"), or 0. */
  private static int after(CharSequence text, ReadNumber n) {
    int j = n.end();
    int words = 0;
    int to = Math.min(text.length(), n.end() + WINDOW);
    while (j < to && words < 2) {
      char c = text.charAt(j);
      if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || c == ',') {
        break;
      }
      if (Chars.isLetter(c)) {
        int start = j;
        while (j < to && Chars.isLetter(text.charAt(j))) {
          j++;
        }
        int d = word(text.subSequence(start, j).toString());
        if (d != 0) {
          return d;
        }
        words++;
      } else {
        j++;
      }
    }
    return 0;
  }

  /** +1, -1 or 0 for one word. */
  static int word(String w) {
    String lower = w.toLowerCase(Locale.ROOT);
    if (UP_SET.contains(lower)) {
      return 1;
    }
    return DOWN_SET.contains(lower) ? -1 : 0;
  }

  /** +1, -1 or 0 for a claim word (a verb strong enough to judge on its own). */
  static int claim(String w) {
    return claimLower(w.toLowerCase(Locale.ROOT));
  }

  /** The words {@link #claimLower} may give a direction: no other word claims a move. */
  static List<String> claimWords() {
    return List.copyOf(CLAIM_SET);
  }

  /** {@link #claim} for a word already lower-cased. */
  static int claimLower(String lower) {
    return CLAIM_SET.contains(lower) ? word(lower) : 0;
  }

  /**
   * Whether a word starting with this character could be a claim word or a phrasal verb: false only
   * for an ASCII first character that no such word starts with (lower-casing maps ASCII letters one
   * to one), so that most words are never copied and lower-cased.
   */
  static boolean mayClaim(char first) {
    if (first >= 0x80) {
      return true;
    }
    char c = first >= 'A' && first <= 'Z' ? (char) (first + ('a' - 'A')) : first;
    return CLAIM_FIRSTS.indexOf(c) >= 0;
  }

  private static final String CLAIM_FIRSTS = firsts();

  private static String firsts() {
    StringBuilder b = new StringBuilder();
    for (List<String> words : List.of(CLAIMS, PHRASAL)) {
      for (String w : words) {
        if (b.indexOf(w.substring(0, 1)) < 0) {
          b.append(w.charAt(0));
        }
      }
    }
    return b.toString();
  }
}
