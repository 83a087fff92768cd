package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Match scores, judged as pairs. A match is two consecutive key figures in the unit {@value #UNIT}
 * of one ground truth: the home team's goals, then the away team's, each with its team's names as
 * aliases. A reply's score pair ({@code 3-1}, {@code 3–1}, {@code 3 - 1}, {@code 3:1}) is read as
 * one claim and compared with a match as a pair:
 *
 * <ul>
 *   <li>{@code Tottenham 1-3 Liverpool}: a team right before and another right after the pair; the
 *       first number is the first team's.
 *   <li>{@code Liverpool beat Tottenham 3-1}: else the first number is the first team named in the
 *       clause; after a losing word ({@code lost}, {@code tapte}, {@code defeat}) either order is
 *       accepted ("Tottenham lost 3-1 to Liverpool").
 *   <li>{@code The match ended 3-1 to Liverpool}: no team before the pair: either order.
 * </ul>
 *
 * A winning, losing or drawing word after the first team ({@code won}, {@code beat}, {@code vant},
 * {@code slo}, {@code lost}, {@code tapte}, {@code drew}, {@code uavgjort}) must agree with the
 * record. A pair that no match backs (a half-time score, another match) is a contradiction. A bare
 * number written next to a team ("Liverpool 3, Tottenham 1") states that team's goals when it
 * equals them, and claims nothing otherwise. Dates ({@code 2026-10-11}, {@code 11-12 October}) and
 * clock times ({@code 15:00}, {@code kl. 15-17}) are not pairs: a colon pair whose second part has
 * two digits is a time.
 *
 * <p>One pass over the text; each pair looks at most {@value #WINDOW} characters around it, and no
 * further back than the pair before it: linear in the text's length.
 */
final class Scores {
  /** The unit of a team's goals in a match. */
  static final String UNIT = "goals";

  private static final int WINDOW = 300;
  private static final int MAX_DIGITS = 3;
  private static final int MAX_FILLER = 6;
  private static final int MAX_PROBLEMS = 8;
  private static final String SEPARATORS = "-–—−‑:";
  private static final String NOT_BEFORE = "-–—−‑:.,/\\$€£¥#+=%&@";
  private static final String FILLER = " *_:–—-(\u00A0";
  private static final Set<String> ABBREVIATIONS = WordLists.set("Scores.ABBREVIATIONS");
  private static final Set<String> WIN = WordLists.set("Scores.WIN");
  private static final Set<String> LOSE = WordLists.set("Scores.LOSE");
  private static final Set<String> DRAW = WordLists.set("Scores.DRAW");
  private static final Set<String> PASSIVE = Set.of("was", "were", "been", "got", "ble", "blitt");

  /** One match: the home and away teams' goals. */
  private record Match(KeyFigure home, KeyFigure away, String homeKey, String awayKey) {
    boolean has(String key) {
      return key.equals(homeKey) || key.equals(awayKey);
    }

    BigDecimal goals(String key) {
      return key.equals(homeKey) ? home.value() : away.value();
    }

    BigDecimal against(String key) {
      return key.equals(homeKey) ? away.value() : home.value();
    }

    String describe() {
      return name(home)
          + " "
          + home.value().toPlainString()
          + "–"
          + away.value().toPlainString()
          + " "
          + name(away);
    }

    private static String name(KeyFigure f) {
      return f.aliases().isEmpty() ? f.label() : f.aliases().get(0);
    }
  }

  /** A score pair as the reply wrote it. */
  private record Pair(int start, int end, BigDecimal first, BigDecimal second) {}

  private final List<Match> matches;
  private final List<KeyFigure> others;
  private final List<KeyFigure> matchFigures;

  /**
   * Whether a club name written in the reply plays in one of the matches, by name: a long reply
   * writes the same few names next to each of its pairs. Bounded by the names {@link Teams} knows;
   * an instance serves one scan.
   */
  private final java.util.Map<String, Boolean> plays = new java.util.HashMap<>();

  private Scores(List<Match> matches, List<KeyFigure> others, List<KeyFigure> matchFigures) {
    this.matches = matches;
    this.others = others;
    this.matchFigures = matchFigures;
  }

  /** Splits the turn's key figures into matches and the other figures, in their order. */
  static Scores of(List<GroundTruth> truths) {
    if (truths.size() == 1 && !any(truths.get(0).keyFigures())) {
      return new Scores(List.of(), truths.get(0).keyFigures(), List.of()); // no match: most turns
    }
    List<Match> matches = new ArrayList<>();
    List<KeyFigure> others = new ArrayList<>();
    List<KeyFigure> matchFigures = new ArrayList<>();
    for (GroundTruth t : truths) {
      KeyFigure home = null;
      for (KeyFigure f : t.keyFigures()) {
        if (!isGoals(f)) {
          others.add(f);
        } else if (home == null) {
          home = f;
        } else {
          if (!listed(matches, home, f)) {
            KeyFigure h = Teams.withShortForms(home, f);
            KeyFigure a = Teams.withShortForms(f, home);
            matches.add(new Match(h, a, key(h), key(a)));
            matchFigures.add(h);
            matchFigures.add(a);
          }
          home = null;
        }
      }
      if (home != null) {
        others.add(home); // a lone goals figure is judged as any other figure
      }
    }
    return new Scores(matches, others, matchFigures);
  }

  /**
   * Whether the match is already listed: the same match fetched for each of its teams (one ground
   * truth per team) is one match, and a reply states it once.
   */
  private static boolean listed(List<Match> matches, KeyFigure home, KeyFigure away) {
    for (Match m : matches) {
      if (m.home().label().equals(home.label())
          && m.away().label().equals(away.label())
          && m.home().value().compareTo(home.value()) == 0
          && m.away().value().compareTo(away.value()) == 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether any of the figures is a team's goals in a match. */
  static boolean any(List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      if (isGoals(f)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isGoals(KeyFigure f) {
    return UNIT.equalsIgnoreCase(f.unit().strip());
  }

  private static String key(KeyFigure f) {
    String k = Subjects.key(f);
    return k == null ? "\u0000" + f.label() : k;
  }

  /** Whether the turn has matches. */
  boolean present() {
    return !matches.isEmpty();
  }

  /** The figures that are not part of a match. */
  List<KeyFigure> others() {
    return others;
  }

  /**
   * Judges the reply's score pairs, adding what is wrong to {@code problems}, and returns the
   * numbers outside the pairs, filtered as they are asked for; once they are all read, {@link
   * Rest#missing} says which results neither a pair nor the bare numbers next to a team state.
   * {@code lower} is the text's characters lower-cased ({@link Subjects#lower}), {@code chars} its
   * characters as {@link String#toCharArray} gives them, read once by the caller for its passes
   * over the text (#24: String.charAt over a reply in UTF-16 was much of each pass).
   */
  Rest check(
      String text,
      char[] chars,
      char[] lower,
      Iterable<ReadNumber> numbers,
      List<String> problems) {
    if (matches.isEmpty()) {
      return new Rest(numbers, null, List.of(), new boolean[0], null);
    }
    Subjects teams = Subjects.of(text, lower, matchFigures);
    String lowerText = sameLowered(chars) ? new String(lower) : null;
    Teams.Places places = lowerText == null ? null : new Teams.Places(text, lowerText);
    List<Pair> pairs = pairs(text, chars);
    boolean[] stated = new boolean[matches.size()];
    int found = 0;
    int prevEnd = 0;
    for (int k = 0; k < pairs.size() && found < MAX_PROBLEMS; k++) {
      Pair p = pairs.get(k);
      int next = k + 1 < pairs.size() ? pairs.get(k + 1).start() : text.length();
      String problem = judge(text, lowerText, places, teams, p, prevEnd, next, stated);
      if (problem != null) {
        problems.add(problem);
        found++; // the reply is replaced anyway: further pairs only add reasons
      }
      prevEnd = p.end();
    }
    return new Rest(numbers, teams, pairs, stated, places);
  }

  /** The numbers of a reply outside its score pairs, read once, and the results they state. */
  final class Rest implements Iterable<ReadNumber> {
    private final Iterable<ReadNumber> numbers;
    private final Subjects teams; // null when the turn has no match
    private final List<Pair> pairs;
    private final boolean[] stated;
    private final boolean[] homeStated;
    private final boolean[] awayStated;
    // where the text's club names stand; null without a match or for a text whose substrings
    // lower-case otherwise
    private final Teams.Places places;

    private Rest(
        Iterable<ReadNumber> numbers,
        Subjects teams,
        List<Pair> pairs,
        boolean[] stated,
        Teams.Places places) {
      this.numbers = numbers;
      this.places = places;
      this.teams = teams;
      this.pairs = pairs;
      this.stated = stated;
      this.homeStated = new boolean[stated.length];
      this.awayStated = new boolean[stated.length];
    }

    /**
     * Where the text's club names stand, read once for the pairs; {@link MatchTimes} reads its
     * sentences' clubs from it instead of again (#24). Null when there is none.
     */
    Teams.Places places() {
      return places;
    }

    @Override
    public java.util.Iterator<ReadNumber> iterator() {
      java.util.Iterator<ReadNumber> in = numbers.iterator();
      if (teams == null) {
        return in;
      }
      return new java.util.Iterator<>() {
        private ReadNumber ahead;
        private int pi; // the first pair that does not end before the numbers still to come

        @Override
        public boolean hasNext() {
          while (ahead == null && in.hasNext()) {
            ReadNumber n = in.next();
            if (kept(n)) {
              ahead = n;
            }
          }
          return ahead != null;
        }

        @Override
        public ReadNumber next() {
          if (!hasNext()) {
            throw new java.util.NoSuchElementException();
          }
          ReadNumber n = ahead;
          ahead = null;
          return n;
        }

        /** Whether the number stands outside the pairs; notes the team's goals it states. */
        private boolean kept(ReadNumber n) {
          while (pi < pairs.size() && pairs.get(pi).end() <= n.start()) {
            pi++;
          }
          if (pi < pairs.size() && n.end() > pairs.get(pi).start()) {
            return false; // part of a pair, judged above
          }
          String team = n.unit().isEmpty() ? teams.of(n.start(), n.end()) : null;
          for (int i = 0; team != null && i < matches.size(); i++) {
            Match m = matches.get(i);
            if (m.has(team)
                && n.readings().size() == 1
                && n.value().compareTo(m.goals(team)) == 0) {
              if (team.equals(m.homeKey())) {
                homeStated[i] = true;
              } else {
                awayStated[i] = true;
              }
            }
          }
          return true;
        }
      };
    }

    /** Why each result is not stated, once every number was read: empty without a match. */
    List<String> missing() {
      List<String> out = new ArrayList<>();
      for (int i = 0; i < stated.length; i++) {
        Match m = matches.get(i);
        boolean missing =
            !stated[i]
                && ((m.home().required() && !homeStated[i])
                    || (m.away().required() && !awayStated[i]));
        if (missing) {
          out.add(m.describe() + " not stated");
        }
      }
      return out;
    }
  }

  /**
   * Whether each substring of {@code text} lower-cased ({@code toLowerCase(Locale.ROOT)}) is the
   * same substring of its characters lower-cased one by one: true unless the text holds a character
   * that lower-cases into two ('İ'), by its context (a capital sigma) or as a code point beyond the
   * first 65,536 (a supplementary capital).
   */
  static boolean sameLowered(char[] chars) {
    for (int i = 0; i < chars.length; i++) {
      char c = chars[i];
      if (c < 0x130) {
        continue;
      }
      if (c == '\u0130' || c == '\u03A3') {
        return false;
      }
      if (Character.isHighSurrogate(c)) {
        int cp = Character.codePointAt(chars, i);
        if (Character.toLowerCase(cp) != cp) {
          return false;
        }
      }
    }
    return true;
  }

  /** As {@link #sameLowered(char[])} of the text's characters ({@code lower} gives their count). */
  static boolean sameLowered(String text, char[] lower) {
    for (int i = 0; i < lower.length; i++) {
      char c = text.charAt(i);
      if (c < 0x130) {
        continue;
      }
      if (c == '\u0130' || c == '\u03A3') {
        return false;
      }
      if (Character.isHighSurrogate(c)) {
        int cp = text.codePointAt(i);
        if (Character.toLowerCase(cp) != cp) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Why the pair is wrong, or null when a match backs it (marked in {@code stated}). {@code
   * lowerText} is the text lower-cased when {@link #sameLowered} holds, else null, and {@code
   * places} its team names' places then.
   */
  private String judge(
      String text,
      String lowerText,
      Teams.Places places,
      Subjects teams,
      Pair p,
      int prevEnd,
      int next,
      boolean[] stated) {
    int from = clauseStart(text, p.start(), Math.max(prevEnd, p.start() - WINDOW));
    int to = clauseEnd(text, p.end(), Math.min(next, p.end() + WINDOW));
    String firstTeam = null;
    String otherTeam = null;
    String adjacentBefore = null;
    for (int i = teams.firstMentionFrom(from);
        i < teams.mentions() && teams.mentionStart(i) < p.start();
        i++) {
      if (teams.mentionEnd(i) > p.start()) {
        continue;
      }
      String key = teams.mentionKey(i);
      if (firstTeam == null) {
        firstTeam = key;
      } else if (otherTeam == null && !key.equals(firstTeam)) {
        otherTeam = key;
      }
      if (filler(text, teams.mentionEnd(i), p.start())) {
        adjacentBefore = key;
      }
    }
    String afterTeam = null;
    boolean adjacentAfter = false;
    int j = teams.firstMentionFrom(p.end());
    if (j < teams.mentions() && teams.mentionStart(j) < to) {
      afterTeam = teams.mentionKey(j);
      adjacentAfter = filler(text, p.end(), teams.mentionStart(j));
    }
    String first;
    String second;
    boolean between = adjacentBefore != null && adjacentAfter && !adjacentBefore.equals(afterTeam);
    if (between) {
      first = adjacentBefore;
      second = afterTeam;
    } else if (firstTeam != null) {
      first = firstTeam;
      second = otherTeam != null ? otherTeam : firstTeam.equals(afterTeam) ? null : afterTeam;
    } else {
      first = null;
      second = afterTeam;
    }
    String foreign = foreign(text, places, from, p, adjacentAfter ? -1 : to);
    if (foreign != null) {
      return "'"
          + text.substring(p.start(), p.end())
          + "' is written with "
          + foreign
          + ", who did not play in "
          + matches.get(0).describe();
    }
    int outcome = between || first == null ? 0 : outcome(text, lowerText, from, to, p);
    if (!between && afterTeam != null && winnerWord(text, p.end(), teams.mentionStart(j))) {
      // "ended 3-1 to Liverpool", "endte 3–1 til Liverpool": the team after is the winner
      for (int i = 0; i < matches.size(); i++) {
        Match m = matches.get(i);
        if (m.has(afterTeam)
            && (first == null || m.has(first))
            && states(p, m, null, false, 0)
            && m.goals(afterTeam).compareTo(m.against(afterTeam)) > 0) {
          stated[i] = true;
          return null;
        }
      }
      return "'"
          + text.substring(p.start(), p.end())
          + "' to "
          + afterTeam
          + " contradicts "
          + matches.get(0).describe();
    }
    if (first == null && !between && p.first().compareTo(p.second()) == 0) {
      // "United lost 1-1": a draw said to be won or lost, whoever the clause's team is (#22)
      int said = outcomeRightBefore(text, p);
      if (said == 1 || said == -1) {
        for (Match m : matches) {
          if (states(p, m, null, false, 0) && eq(m.home().value(), m.away().value())) {
            return "'"
                + text.substring(from, to).strip()
                + "' calls a draw "
                + (said == 1 ? "a win" : "a loss")
                + ": "
                + m.describe();
          }
        }
      }
    }
    boolean ordered = between || (first != null && outcome >= 0);
    Match nearest = null;
    for (int i = 0; i < matches.size(); i++) {
      Match m = matches.get(i);
      if ((first != null && !m.has(first)) || (second != null && !m.has(second))) {
        continue;
      }
      if (nearest == null) {
        nearest = m;
      }
      if (states(p, m, first, ordered, outcome)) {
        stated[i] = true;
        return null;
      }
    }
    String said = "'" + text.substring(p.start(), p.end()) + "'";
    return nearest == null
        ? said + " is no recorded result of " + matches.get(0).describe()
        : said + " contradicts " + nearest.describe();
  }

  /** Whether only "to", "til", "in favour of" or "i favør av" stands between a pair and a team. */
  private static boolean winnerWord(String text, int from, int to) {
    if (to < from || to - from > 20) {
      return false;
    }
    String between =
        text.substring(from, to).strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    return between.equals("to")
        || between.equals("til")
        || between.equals("in favour of")
        || between.equals("in favor of")
        || between.equals("i favør av");
  }

  /**
   * A club written in the pair's clause before it (or right after it, when no team of the match is
   * there) that did not play in any of the turn's matches ("Liverpool beat Man United 3-1" when
   * Liverpool played Tottenham), or null.
   */
  private String foreign(String text, Teams.Places places, int from, Pair p, int to) {
    int end = to < 0 ? p.end() : Math.min(text.length(), Math.max(p.end(), to));
    // The first of Teams.names() (sorted, and holding every name written) that is written and
    // plays in no match: the least such name, found among the few written ones. With the text's
    // places the names are read in place, no set built per pair (#24); a name written twice is
    // only compared twice.
    if (places != null) {
      String first = leastForeign(places, from, p.start(), null);
      return leastForeign(places, p.end(), end, first);
    }
    java.util.Set<String> written = Teams.writtenIn(text.substring(from, p.start()));
    written.addAll(Teams.writtenIn(text.substring(p.end(), end)));
    String first = null;
    for (String name : written) {
      first = lesserForeign(name, first);
    }
    return first;
  }

  /** The least of {@code first} and the foreign names written in [from, to). */
  private String leastForeign(Teams.Places places, int from, int to, String first) {
    for (int i = places.first(from); i < places.size() && places.start(i) < to; i++) {
      String name = places.at(i, from, to);
      if (name != null) {
        first = lesserForeign(name, first);
      }
    }
    return first;
  }

  /** {@code name} when it is less than {@code first} (or first is null) and plays in no match. */
  private String lesserForeign(String name, String first) {
    if (first != null && name.compareTo(first) >= 0) {
      return first;
    }
    return plays.computeIfAbsent(name, this::playsIn) ? first : name;
  }

  private boolean playsIn(String name) {
    boolean plays = false;
    for (Match m : matches) {
      plays |= aliasOf(m.home(), name) || aliasOf(m.away(), name);
    }
    return plays;
  }

  private static boolean aliasOf(KeyFigure f, String name) {
    String ln = name.toLowerCase(Locale.ROOT);
    for (String a : f.aliases()) {
      String la = a.toLowerCase(Locale.ROOT);
      if (la.equals(ln) || la.contains(ln) || ln.contains(la)) {
        return true;
      }
    }
    return false;
  }

  private static boolean states(Pair p, Match m, String first, boolean ordered, int outcome) {
    BigDecimal h = m.home().value();
    BigDecimal a = m.away().value();
    boolean same;
    if (ordered) {
      BigDecimal x = first == null ? h : m.goals(first);
      BigDecimal y = first == null ? a : m.against(first);
      same = eq(p.first(), x) && eq(p.second(), y);
    } else {
      same = (eq(p.first(), h) && eq(p.second(), a)) || (eq(p.first(), a) && eq(p.second(), h));
    }
    if (!same || first == null || outcome == 0) {
      return same;
    }
    int result = m.goals(first).compareTo(m.against(first));
    return switch (outcome) {
      case 1 -> result > 0;
      case -1 -> result < 0;
      default -> result == 0;
    };
  }

  private static boolean eq(BigDecimal a, BigDecimal b) {
    return a.compareTo(b) == 0;
  }

  /**
   * The first outcome word of the clause: 1 won, -1 lost, 2 drew, 0 none. A winning word after
   * "was", "were", "ble" is a loss ("were beaten").
   */
  private static int outcome(String text, String lowerText, int from, int to, Pair p) {
    if (lowerText != null) {
      return outcomeInPlace(text, lowerText, from, to, p);
    }
    String previous = "";
    int i = from;
    while (i < to) {
      if (i == p.start()) {
        i = p.end();
        continue;
      }
      if (!Chars.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < to && Chars.isLetter(text.charAt(i))) {
        i++;
      }
      if (i - start > 12) {
        previous = "";
        continue;
      }
      String word =
          lowerText != null
              ? lowerText.substring(start, i)
              : text.substring(start, i).toLowerCase(Locale.ROOT);
      if (WIN.contains(word)) {
        return PASSIVE.contains(previous) ? -1 : 1;
      }
      if (LOSE.contains(word) || (word.equals("down") && previous.equals("went"))) {
        return -1;
      }
      if (DRAW.contains(word)) {
        return 2;
      }
      previous = word;
    }
    return 0;
  }

  /** Words that turn an outcome word round: "didn't lose", "ikke tapte". */
  private static final Set<String> NEGATIONS = WordLists.set("Scores.NEGATIONS");

  /** How far before a pair its outcome word is read by {@link #outcomeRightBefore}. */
  private static final int RIGHT_BEFORE = 24;

  /**
   * The outcome word nearest before the pair, within {@value #RIGHT_BEFORE} characters of it and in
   * its sentence: 1 won, -1 lost, 0 none, a draw word or a word that negates it ("didn't lose").
   */
  private static int outcomeRightBefore(String text, Pair p) {
    int start = Math.max(0, p.start() - RIGHT_BEFORE);
    for (int k = p.start() - 1; k >= start; k--) {
      char c = text.charAt(k);
      if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';') {
        start = k + 1; // the sentence's words only; a comma does not end them ("seieren, 1-1")
        break;
      }
    }
    String[] words =
        text.substring(start, p.start())
            .toLowerCase(Locale.ROOT)
            .replace('\u2019', '\'')
            .split("[^\\p{L}']+");
    for (int k = words.length - 1; k >= 0; k--) {
      String w = words[k];
      int said = WIN.contains(w) ? 1 : LOSE.contains(w) ? -1 : DRAW.contains(w) ? 2 : 0;
      if (said == 0) {
        continue;
      }
      boolean negated =
          (k > 0 && (NEGATIONS.contains(words[k - 1]) || words[k - 1].endsWith("n't")))
              || (k + 1 < words.length && NEGATIONS.contains(words[k + 1])); // "tapte ikke"
      return negated || said == 2 ? 0 : said;
    }
    return 0;
  }

  /** WIN, LOSE and DRAW's words by their first character (below 0x100), for outcomeInPlace. */
  private static final String[][] WIN_BY_FIRST = byFirst(WIN);

  private static final String[][] LOSE_BY_FIRST = byFirst(LOSE);
  private static final String[][] DRAW_BY_FIRST = byFirst(DRAW);
  private static final String[][] PASSIVE_BY_FIRST = byFirst(PASSIVE);

  private static String[][] byFirst(Set<String> words) {
    String[][] out = new String[0x100][];
    for (String w : words) {
      char c = w.charAt(0);
      if (c >= 0x100) {
        throw new IllegalStateException(w);
      }
      String[] old = out[c] == null ? new String[0] : out[c];
      String[] more = java.util.Arrays.copyOf(old, old.length + 1);
      more[old.length] = w;
      out[c] = more;
    }
    return out;
  }

  /** Whether {@code lower[s, e)} is one of the words (indexed by {@link #byFirst}). */
  private static boolean among(String[][] byFirst, String lower, int s, int e) {
    char c = lower.charAt(s);
    String[] list = c < 0x100 ? byFirst[c] : null;
    if (list == null) {
      return false;
    }
    for (String w : list) {
      if (w.length() == e - s && lower.startsWith(w, s)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@link #outcome} with {@code lowerText} the text lower-cased ({@link #sameLowered}): the same
   * words compared in place, without a string per word (#24: read for every pair of a clause).
   */
  private static int outcomeInPlace(String text, String lower, int from, int to, Pair p) {
    int prevStart = -1; // the previous word, lower[prevStart, prevEnd), or none ("")
    int prevEnd = -1;
    int i = from;
    while (i < to) {
      if (i == p.start()) {
        i = p.end();
        continue;
      }
      if (!Chars.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < to && Chars.isLetter(text.charAt(i))) {
        i++;
      }
      if (i - start > 12) {
        prevStart = -1;
        continue;
      }
      if (among(WIN_BY_FIRST, lower, start, i)) {
        return prevStart >= 0 && among(PASSIVE_BY_FIRST, lower, prevStart, prevEnd) ? -1 : 1;
      }
      if (among(LOSE_BY_FIRST, lower, start, i)
          || (i - start == 4
              && lower.startsWith("down", start)
              && prevStart >= 0
              && prevEnd - prevStart == 4
              && lower.startsWith("went", prevStart))) {
        return -1;
      }
      if (among(DRAW_BY_FIRST, lower, start, i)) {
        return 2;
      }
      prevStart = start;
      prevEnd = i;
    }
    return 0;
  }

  /** Whether only spaces and light punctuation stand between {@code from} and {@code to}. */
  private static boolean filler(String text, int from, int to) {
    if (to - from > MAX_FILLER) {
      return false;
    }
    for (int k = from; k < to; k++) {
      if (FILLER.indexOf(text.charAt(k)) < 0) {
        return false;
      }
    }
    return true;
  }

  private static int clauseStart(String text, int at, int limit) {
    int k = at;
    while (k > limit && !boundary(text, k - 1)) {
      k--;
    }
    return k;
  }

  private static int clauseEnd(String text, int at, int limit) {
    int k = at;
    while (k < limit && !boundary(text, k)) {
      k++;
    }
    return k;
  }

  private static boolean boundary(String text, int k) {
    char c = text.charAt(k);
    if (c == '\n' || c == ';' || c == '|' || c == '•') {
      return true;
    }
    if (c == ',') {
      return !(k > 0
          && k + 1 < text.length()
          && isDigit(text.charAt(k - 1))
          && isDigit(text.charAt(k + 1)));
    }
    if (c != '.' && c != '!' && c != '?') {
      return false;
    }
    if (k + 1 < text.length() && !Chars.isWhitespace(text.charAt(k + 1))) {
      return false;
    }
    if (c == '.') {
      if (ABBREVIATIONS.contains(Affixes.wordBefore(text, k))) {
        return false;
      }
      int after = Affixes.skipSpaces(text, k + 1);
      boolean ordinal = k > 0 && isDigit(text.charAt(k - 1)); // "15. september"
      return !(ordinal && after < text.length() && Character.isLowerCase(text.charAt(after)));
    }
    return true;
  }

  /** A team's goals written as a word or at most two digits, English and Norwegian. */
  private static final java.util.Map<String, Integer> GOAL_WORDS =
      java.util.Map.ofEntries(
          java.util.Map.entry("zero", 0),
          java.util.Map.entry("nil", 0),
          java.util.Map.entry("null", 0),
          java.util.Map.entry("one", 1),
          java.util.Map.entry("en", 1),
          java.util.Map.entry("ett", 1),
          java.util.Map.entry("én", 1),
          java.util.Map.entry("ein", 1), // nynorsk: "uavgjort ein–ein" (#22, cases11 E098)
          java.util.Map.entry("eitt", 1),
          java.util.Map.entry("two", 2),
          java.util.Map.entry("to", 2),
          java.util.Map.entry("three", 3),
          java.util.Map.entry("tre", 3),
          java.util.Map.entry("four", 4),
          java.util.Map.entry("fire", 4),
          java.util.Map.entry("five", 5),
          java.util.Map.entry("fem", 5),
          java.util.Map.entry("six", 6),
          java.util.Map.entry("seks", 6),
          java.util.Map.entry("seven", 7),
          java.util.Map.entry("sju", 7),
          java.util.Map.entry("syv", 7),
          java.util.Map.entry("eight", 8),
          java.util.Map.entry("åtte", 8),
          java.util.Map.entry("nine", 9),
          java.util.Map.entry("ni", 9),
          java.util.Map.entry("ten", 10),
          java.util.Map.entry("ti", 10));

  private static final String GOALS_NUMBER =
      "(\\d{1,2}|zero|nil|null|one|eitt|ett|ein|én|en|two|to|three|tre|four|fire|five|fem|six|seks"
          + "|seven|sju|syv|eight|åtte|nine|ni|ten|ti)";

  /**
   * A score in words: "three goals to one", "3 goals to 1", "tre mål mot ett"; a draw: "one goal
   * each", "ett mål hver". The word "goals" or "mål" after the first number is what makes it a
   * score, so "one to two days" is not one.
   */
  private static final java.util.regex.Pattern WORD_SCORE =
      java.util.regex.Pattern.compile(
          "(?iu)(?<![\\p{L}\\d])"
              + GOALS_NUMBER
              + "\\s+(?:goals?|mål)\\s+(?:(?:to|mot|against)\\s+"
              + GOALS_NUMBER
              + "|(each|apiece|hver|kvar))(?![\\p{L}\\d])");

  /** The score pairs written with words ("three goals to one", "one goal each"), in order. */
  private static List<Pair> wordPairs(String text, char[] chars) {
    List<Pair> out = new ArrayList<>();
    dashedWordPairs(text, chars, out);
    if (!namesGoals(chars)) {
      return out; // the pattern needs "goal" or "mål"; a case-blind regex over every position is
      // not
    }
    java.util.regex.Matcher m = WORD_SCORE.matcher(text);
    while (m.find()) {
      Integer first = goals(m.group(1));
      Integer second = m.group(3) != null ? first : goals(m.group(2));
      if (first != null && second != null) {
        out.add(
            new Pair(m.start(), m.end(), BigDecimal.valueOf(first), BigDecimal.valueOf(second)));
      }
    }
    return out;
  }

  /** Words after two numbers joined by a dash that make them a range, not a score. */
  private static final Set<String> RANGE_UNITS = WordLists.set("Scores.RANGE_UNITS");

  /** The goal words a draw written "one all" (with a space) may start with: English only. */
  private static final Set<String> ALL_WORDS = Set.of("nil", "one", "two", "three", "four", "five");

  /**
   * Scores in words joined by a dash, as people write them: "three-one", "Tre–en", "en–en",
   * "one-nil", and a draw as "one-all" or "one all" (#22: scores in words). The dash must join two
   * goal words with no third word joined after them ("one-to-one" is no score) and no unit after
   * them ("two-three days" is a range). One pass over the text's dashes and "all"s: linear.
   */
  private static void dashedWordPairs(String text, char[] chars, List<Pair> out) {
    int n = chars.length;
    for (int i = 1; i + 1 < n; i++) {
      char c = chars[i];
      boolean dash = c == '-' || c == '–' || c == '—' || c == '‑';
      // "one-all", or "one all" at the end of a clause
      boolean all =
          (c == 'a' || c == 'A')
              && text.regionMatches(true, i, "all", 0, 3)
              && (i + 3 >= n
                  || (text.charAt(i - 1) == '-'
                      ? !Chars.isLetterOrDigit(text.charAt(i + 3)) && !isDash(text.charAt(i + 3))
                      : ".,;!?)".indexOf(text.charAt(i + 3)) >= 0))
              && (text.charAt(i - 1) == '-' || text.charAt(i - 1) == ' ');
      if (!dash && !all) {
        continue;
      }
      int e = all ? i - 1 : i; // the end of the first word
      int s = e;
      while (s > 0 && e - s <= 6 && Chars.isLetter(text.charAt(s - 1))) {
        s--;
      }
      if (s == e
          || e - s > 6
          || (s > 0 && (Chars.isDigit(text.charAt(s - 1)) || isDash(text.charAt(s - 1))))) {
        continue;
      }
      Integer first = GOAL_WORDS.get(text.substring(s, e).toLowerCase(Locale.ROOT));
      if (first == null) {
        continue;
      }
      if (all
          && text.charAt(i - 1) == ' '
          && !ALL_WORDS.contains(text.substring(s, e).toLowerCase(Locale.ROOT))) {
        continue; // "thanks to all." is no draw
      }
      if (all) {
        out.add(new Pair(s, i + 3, BigDecimal.valueOf(first), BigDecimal.valueOf(first)));
        i += 2;
        continue;
      }
      int b = i + 1;
      int f = b;
      while (f < n && f - b <= 6 && Chars.isLetter(text.charAt(f))) {
        f++;
      }
      if (f == b
          || f - b > 6
          || (f < n && (Chars.isDigit(text.charAt(f)) || isDash(text.charAt(f))))) {
        continue;
      }
      Integer second = GOAL_WORDS.get(text.substring(b, f).toLowerCase(Locale.ROOT));
      if (second == null || RANGE_UNITS.contains(nextWord(text, f))) {
        continue;
      }
      out.add(new Pair(s, f, BigDecimal.valueOf(first), BigDecimal.valueOf(second)));
      i = f - 1;
    }
  }

  private static boolean isDash(char c) {
    return c == '-' || c == '–' || c == '—' || c == '‑';
  }

  /** The word after spaces from {@code at}, lower case, at most 12 letters; "" when none. */
  private static String nextWord(String text, int at) {
    int a = at;
    while (a < text.length() && a - at < 3 && text.charAt(a) == ' ') {
      a++;
    }
    int e = a;
    while (e < text.length() && e - a < 12 && Chars.isLetter(text.charAt(e))) {
      e++;
    }
    return text.substring(a, e).toLowerCase(Locale.ROOT);
  }

  /**
   * Whether the text holds "goal" or "mål" in any case, as {@link #WORD_SCORE} compares them
   * (String's case-blind comparison folds each character as the pattern's {@code (?iu)} does, the
   * Ångström sign included): a text without either holds no score in words.
   */
  static boolean namesGoals(String text) {
    return namesGoals(text.toCharArray());
  }

  /** As {@link #namesGoals(String)} of the text's characters, as the pairs' pass has them. */
  private static boolean namesGoals(char[] chars) {
    for (int i = 0, n = chars.length; i < n; i++) {
      char c = chars[i];
      if ((c == 'g' || c == 'G') && regionIs(chars, i, "goal")) {
        return true;
      }
      if ((c == 'm' || c == 'M') && regionIs(chars, i, "mål")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code word} (lower case, each letter its upper case's lower case) stands at {@code at}
   * ignoring case, as {@code String.regionMatches(true, at, word, 0, word.length())} of the text
   * answers: a character matches when its upper case's lower case is the word's.
   */
  private static boolean regionIs(char[] chars, int at, String word) {
    if (at + word.length() > chars.length) {
      return false;
    }
    for (int k = 0; k < word.length(); k++) {
      char c = chars[at + k];
      char w = word.charAt(k);
      if (c != w && Character.toLowerCase(Character.toUpperCase(c)) != w) {
        return false;
      }
    }
    return true;
  }

  private static Integer goals(String word) {
    if (Chars.isDigit(word.charAt(0))) {
      return Integer.valueOf(word);
    }
    return GOAL_WORDS.get(word.toLowerCase(Locale.ROOT));
  }

  /** The score pairs in the text, digits or words, in order. */
  private static List<Pair> pairs(String text, char[] chars) {
    List<Pair> digits = digitPairs(text, chars);
    List<Pair> words = wordPairs(text, chars);
    if (words.isEmpty()) {
      return digits;
    }
    List<Pair> out = new ArrayList<>(words);
    for (Pair d : digits) {
      if (words.stream().noneMatch(w -> d.start() < w.end() && w.start() < d.end())) {
        out.add(d);
      }
    }
    out.sort(java.util.Comparator.comparingInt(Pair::start));
    return out;
  }

  /** The score pairs written with digits ("3-1", "3 – 1", "3:1"), in order. */
  private static List<Pair> digitPairs(String text, char[] chars) {
    List<Pair> out = new ArrayList<>();
    int n = chars.length;
    int i = 0;
    while (i < n) {
      if (!isDigit(chars[i])) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && isDigit(chars[i])) {
        i++;
      }
      int e = i;
      if (e - s > MAX_DIGITS || !freeBefore(text, s)) {
        continue;
      }
      int q = e;
      boolean spaced = q < n && Affixes.isSpace(text.charAt(q));
      if (spaced) {
        q++;
      }
      if (q >= n || SEPARATORS.indexOf(text.charAt(q)) < 0) {
        continue;
      }
      char sep = text.charAt(q++);
      if (spaced) {
        if (q >= n || !Affixes.isSpace(text.charAt(q))) {
          continue;
        }
        q++;
      }
      if (q >= n || !isDigit(text.charAt(q))) {
        continue;
      }
      int s2 = q;
      while (q < n && isDigit(text.charAt(q))) {
        q++;
      }
      i = q;
      if (q - s2 > MAX_DIGITS
          || leadingZero(text, s, e)
          || leadingZero(text, s2, q)
          || !freeAfter(text, q)
          || (sep == ':' && q - s2 == 2)
          || dateOrClock(text, s, q)) {
        continue;
      }
      out.add(new Pair(s, q, small(chars, s, e), small(chars, s2, q)));
    }
    return out;
  }

  /**
   * The number of the ASCII digits {@code chars[from..to)}, at most {@value #MAX_DIGITS} of them:
   * the value {@code new BigDecimal} reads from them, without a substring and a parse per number
   * (#24: a reply of score pairs made two of each per pair).
   */
  private static BigDecimal small(char[] chars, int from, int to) {
    int v = 0;
    for (int k = from; k < to; k++) {
      v = v * 10 + (chars[k] - '0');
    }
    return BigDecimal.valueOf(v);
  }

  private static boolean freeBefore(String text, int s) {
    if (s == 0) {
      return true;
    }
    char c = text.charAt(s - 1);
    return !Chars.isLetterOrDigit(c) && NOT_BEFORE.indexOf(c) < 0;
  }

  private static boolean freeAfter(String text, int e) {
    int n = text.length();
    if (e == n) {
      return true;
    }
    char c = text.charAt(e);
    if (Chars.isLetterOrDigit(c) || c == '%' || c == '°') {
      return false;
    }
    boolean digitNext = e + 1 < n && isDigit(text.charAt(e + 1));
    if (digitNext && (SEPARATORS.indexOf(c) >= 0 || c == '.' || c == ',' || c == '/')) {
      return false; // "1-2-3", "15:00:00", "3-1.5"
    }
    int w = Affixes.skipSpaces(text, e);
    return !(w < n && (text.charAt(w) == '%' || text.charAt(w) == '°'));
  }

  /** "05" in "12-05" or "05-12": a day or month, never a team's goals. */
  private static boolean leadingZero(String text, int start, int end) {
    return end - start >= 2 && text.charAt(start) == '0';
  }

  /** Words after a pair that make it clock times ("8-10 pm", "19-21 CET"). */
  private static final List<String> CLOCK_AFTER = WordLists.list("Scores.CLOCK_AFTER");

  /** A date range ("11-12 October", "March 3-5") or clock times ("kl. 15-17", "8-10 pm"). */
  private static boolean dateOrClock(String text, int start, int end) {
    int b = Affixes.skipSpacesBack(text, start);
    if (b > 0 && text.charAt(b - 1) == '.') {
      b--;
    }
    // the words looked up where they stand, without a string of each (#24: asked of every pair)
    // and only beside a letter: each list's word has one (#24)
    if (b > 0
        && Chars.isLetter(text.charAt(b - 1))
        && (Affixes.wordBeforeIn(text, b, Affixes.CLOCK_WORDS)
            || Affixes.wordBeforeIn(text, b, Affixes.MONTHS))) {
      return true;
    }
    int a = end < text.length() && text.charAt(end) == '.' ? end + 1 : end;
    int w = Affixes.skipSpaces(text, a);
    return w < text.length()
        && Chars.isLetter(text.charAt(w))
        && (Affixes.wordAfterIn(text, w, Affixes.MONTHS)
            || Affixes.wordAfterIn(text, w, CLOCK_AFTER));
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
