package dev.vex.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Scores, winners, draws and margins against the goals the sources give. */
abstract class ScoreReading extends DirectionReading {
  ScoreReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  static final List<String> WIN =
      List.of(
          "beat",
          "beats",
          "defeated",
          "won",
          "win",
          "wins",
          "saw off",
          "sees off",
          "see off",
          "edged",
          "thrashed",
          "hammered",
          "overcame",
          "knocked out",
          "slo",
          "vant",
          "vinner",
          "knuste",
          "sendte ut");

  /**
   * A word that says no one had the outcome after it: "ingen vant", "no win", "nobody won". It says
   * the match was drawn.
   */
  static final Pattern NO_ONE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:no|nobody|neither|neither side|none|no one|ingen|ingen av dem"
              + "|ingen av lagene)\\s+$");

  /** A team's outcome word negated ("they didn't lose", "tapte ikke"): no claim is read. */
  static final Pattern NOT =
      Pattern.compile("(?iu)(?<![\\p{L}])(?:not|never|didn't|did not|ikke|aldri)\\s+$");

  /**
   * The outcome words found that no word before them negates; those that say no one won ("ingen
   * vant", "no win") go to the draw words, those negated for a team are left unread.
   */
  List<int[]> unnegated(List<int[]> found, List<int[]> negated) {
    List<int[]> out = new ArrayList<>();
    for (int[] w : found) {
      String before = prose.substring(Math.max(sentenceStart(w[0]), w[0] - 24), w[0]);
      if (NO_ONE.matcher(before).find()) {
        negated.add(w);
      } else if (!NOT.matcher(before).find()) {
        out.add(w);
      }
    }
    return out;
  }

  static final List<String> LOSE = List.of("lost", "lose", "loses", "tapte", "taper");

  static final List<String> DRAW =
      List.of("drew", "draw", "uavgjort", "ended level", "one goal each", "ett mål hver", "likt");

  static final Pattern SCORE =
      Pattern.compile(
          "(?<![\\d.,:])(\\d{1,2})\\s?[-\u2013\u2014]\\s?(\\d{1,2})(?![\\d:]|[.,]\\d)"
              + "|(?<![\\d.,:])(\\d{1,2}):(\\d)(?![\\d])");

  static final String GOAL_WORDS =
      "\\d{1,2}|nil|zero|null|one|two|three|four|five|six|seven|en|ett|ei|to|tre|fire|fem|seks|sju|syv";

  static final Pattern WORD_SCORE =
      Pattern.compile(
          "(?i)(?<![\\p{L}\\d])("
              + GOAL_WORDS
              + ")(?:\\s+(?:goals?|mål)\\s+(?:to|mot|til)\\s+|[-\u2013]|\\s+to\\s+(?=nil))("
              + GOAL_WORDS
              + ")(?![\\p{L}\\d])");

  static boolean consumedBy(List<int[]> found, int pos) {
    for (int[] f : found) {
      if (pos >= f[0] && pos < f[1]) {
        return true;
      }
    }
    return false;
  }

  static int goalsIn(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "nil", "zero", "null" -> 0;
      case "one", "en", "ett", "ei" -> 1;
      case "two", "to" -> 2;
      case "three", "tre" -> 3;
      case "four", "fire" -> 4;
      case "five", "fem" -> 5;
      case "six", "seks" -> 6;
      case "seven", "sju", "syv" -> 7;
      default -> Integer.parseInt(word);
    };
  }

  static final Pattern MARGIN =
      Pattern.compile(
          "(?i)(?<![\\p{L}])(?:by|med)\\s+(\\d{1,2}|two|three|four|five|to|tre|fire|fem)\\s+"
              + "(?:goals?|mål)");

  /** Scores, winners, draws and margins against the goals the sources give. */
  void judgeScores(boolean[] consumed) {
    Map<String, Double> goals = new HashMap<>();
    for (Fact f : facts) {
      if ("goals".equals(f.unit()) && !f.subjectless()) {
        goals.put(f.subjects().get(0), f.value());
      }
    }
    double max = goals.values().stream().mapToDouble(d -> d).max().orElse(Double.NaN);
    double min = goals.values().stream().mapToDouble(d -> d).min().orElse(Double.NaN);
    List<int[]> negated = new ArrayList<>();
    List<int[]> wins = unnegated(find(WIN), negated);
    List<int[]> losses = unnegated(find(LOSE), negated);
    Matcher mg = MARGIN.matcher(prose);
    while (mg.find()) {
      String n = mg.group(1).toLowerCase(Locale.ROOT);
      int v =
          switch (n) {
            case "two", "to" -> 2;
            case "three", "tre" -> 3;
            case "four", "fire" -> 4;
            case "five", "fem" -> 5;
            default -> Integer.parseInt(n);
          };
      for (int k = mg.start(); k < mg.end(); k++) {
        consumed[k] = true;
      }
      if (goals.isEmpty() || v != max - min) {
        wrongClaims.add("margin '" + mg.group() + "'");
      }
    }
    List<int[]> found = new ArrayList<>();
    Matcher digits = SCORE.matcher(prose);
    while (digits.find()) {
      found.add(
          new int[] {
            digits.start(),
            digits.end(),
            Integer.parseInt(digits.group(1) != null ? digits.group(1) : digits.group(3)),
            Integer.parseInt(digits.group(2) != null ? digits.group(2) : digits.group(4))
          });
    }
    // A score in words: "three goals to one", "tre mål mot en", "two-nil".
    Matcher words = WORD_SCORE.matcher(prose);
    while (words.find()) {
      if (consumedBy(found, words.start())) {
        continue;
      }
      found.add(
          new int[] {words.start(), words.end(), goalsIn(words.group(1)), goalsIn(words.group(2))});
    }
    found.sort((x, y) -> Integer.compare(x[0], y[0]));
    Set<Integer> scoredSentences = new LinkedHashSet<>();
    for (int[] m : found) {
      int a = m[2];
      int b = m[3];
      for (int k = m[0]; k < m[1]; k++) {
        consumed[k] = true;
      }
      int sid = sentence[m[0]];
      scoredSentences.add(sid);
      String score = prose.substring(m[0], m[1]);
      if (goals.isEmpty()) {
        wrongClaims.add("score '" + score + "' for a match the sources give no result for");
        continue;
      }
      Map<String, Integer> claims = new LinkedHashMap<>();
      int[] win = inSentence(wins, sid);
      int[] loss = inSentence(losses, sid);
      List<String> teams = teamsIn(sid, goals);
      if (win != null || loss != null) {
        if (a == b) {
          wrongClaims.add("a winner with a draw, '" + score + "'");
          continue;
        }
        int[] verb = win != null ? win : loss;
        List<String> subj = subjectsOf(verb[0], verb[1], false);
        String who = subj.isEmpty() || !goals.containsKey(subj.get(0)) ? null : subj.get(0);
        if (who != null) {
          claims.put(who, win != null ? Math.max(a, b) : Math.min(a, b));
          for (String t : teams) {
            if (!t.equals(who)) {
              claims.put(t, win != null ? Math.min(a, b) : Math.max(a, b));
            }
          }
          if (goals.size() == 2) {
            // "The Red Devils won one-nil": the other team of the match, named or not, got the rest
            for (String t : goals.keySet()) {
              claims.putIfAbsent(t, win != null ? Math.min(a, b) : Math.max(a, b));
            }
          }
        }
      } else {
        String after = prose.substring(m[1], Math.min(prose.length(), m[1] + 6));
        Mention next = nextMention(m[1], sid);
        Mention prev = prevMention(m[0], sid);
        Mention first = prev == null ? null : prevMention(prev.start(), sid);
        if (first != null
            && goals.containsKey(first.subject())
            && goals.containsKey(prev.subject())
            && prose
                .substring(first.end(), prev.start())
                .matches("(?i)\\s?[-\u2013\u2014]\\s?|\\s(?:vs\\.?|v|mot)\\s")
            && prose.substring(prev.end(), m[0]).matches("[\\s,:]{0,3}")) {
          // "Liverpool–Tottenham 3–1", "Liverpool vs Tottenham 3-1": home first, as the score
          claims.put(first.subject(), a);
          claims.put(prev.subject(), b);
        } else if (next != null
            && after.matches("(?i)^\\s*(?:til|to|for)\\s.*")
            && goals.containsKey(next.subject())) {
          claims.put(next.subject(), Math.max(a, b));
        } else {
          if (prev != null && goals.containsKey(prev.subject())) {
            claims.put(prev.subject(), a);
          }
          if (next != null
              && goals.containsKey(next.subject())
              && !claims.containsKey(next.subject())) {
            claims.put(next.subject(), b);
          }
        }
      }
      if (claims.isEmpty()) {
        List<Double> want = new ArrayList<>(goals.values());
        want.sort(Double::compare);
        if (!(want.size() == 2 && want.get(0) == Math.min(a, b) && want.get(1) == Math.max(a, b))) {
          wrongClaims.add("score '" + score + "'");
        }
      }
      for (Map.Entry<String, Integer> c : claims.entrySet()) {
        if (goals.get(c.getKey()) != c.getValue().doubleValue()) {
          wrongClaims.add(
              "score '" + score + "' gives " + c.getKey() + " " + c.getValue() + " goals");
        }
      }
    }
    // Winner, loser and draw words with no score beside them.
    for (int[] w : wins) {
      if (!scoredSentences.contains(sentence[w[0]])) {
        List<String> subj = subjectsOf(w[0], w[1], false);
        if (!subj.isEmpty() && (goals.isEmpty() || goals.containsKey(subj.get(0)))) {
          Double g = goals.get(subj.get(0));
          if (g == null || g != max || max == min) {
            wrongClaims.add("'" + prose.substring(w[0], w[1]) + "' (" + subj.get(0) + ")");
          }
        }
      }
    }
    for (int[] w : losses) {
      if (!scoredSentences.contains(sentence[w[0]])) {
        List<String> subj = subjectsOf(w[0], w[1], false);
        if (!subj.isEmpty() && goals.containsKey(subj.get(0))) {
          Double g = goals.get(subj.get(0));
          if (g != min || max == min) {
            wrongClaims.add("'" + prose.substring(w[0], w[1]) + "' (" + subj.get(0) + ")");
          }
        }
      }
    }
    List<int[]> draws = new ArrayList<>(find(DRAW));
    draws.addAll(negated);
    for (int[] w : draws) {
      if (goals.isEmpty() || max != min) {
        wrongClaims.add("'" + prose.substring(w[0], w[1]) + "'");
      }
    }
  }

  List<String> teamsIn(int sid, Map<String, Double> goals) {
    List<String> out = new ArrayList<>();
    for (Mention m : mentions) {
      if (sentence[m.start()] == sid && goals.containsKey(m.subject())) {
        if (!out.contains(m.subject())) {
          out.add(m.subject());
        }
      }
    }
    return out;
  }
}
