package dev.vex.guards.digits;

import java.util.List;

/**
 * The side of a match told in words around the teams' names (#22), where {@link MatchTimes}' words
 * between two teams do not reach:
 *
 * <ul>
 *   <li>one team named, the other the sentence's subject: "Away at Manchester City on Sunday" (the
 *       named team at home), "at home to City", "hjemme mot City", "borte mot City";
 *   <li>the side after the second team, for the first: "Liverpool slo Tottenham 3–1 borte",
 *       "Liverpool beat Spurs 3-1 at home".
 * </ul>
 *
 * Each looks at a few dozen characters next to a name the caller found: constant work per match.
 */
final class SideWords {
  private SideWords() {}

  /** How far before a team its side words are read. */
  private static final int BEFORE = 24;

  /** Words right before a team that put it at home (the unnamed subject away). */
  private static final List<String> NAMED_HOME =
      List.of(
          "away at ",
          "away to ",
          "away against ",
          "on the road at ",
          "borte mot ",
          "på bortebane mot ",
          "bortekamp mot ",
          "visiting ",
          "visit ",
          "visits ",
          "travel to ",
          "travels to ",
          "reiser til ",
          "besøker ");

  /** Words right before a team that put it away (the unnamed subject at home). */
  private static final List<String> NAMED_AWAY =
      List.of(
          "at home to ",
          "at home against ",
          "home against ",
          "hjemme mot ",
          "på hjemmebane mot ",
          "hjemmekamp mot ",
          "hosting ",
          "host ",
          "hosts ",
          "tar imot ",
          "får besøk av ");

  /**
   * "Away at Manchester City": the words right before the one team named ({@code at} in {@code
   * lower}) say it is at home or away; wrong when the match ({@code match}, described) has it on
   * the other side.
   */
  static void beforeOne(String lower, int at, boolean namedIsHome, String match, List<String> out) {
    if (at <= 0) {
      return;
    }
    int from = Math.max(0, at - BEFORE);
    String before = lower.substring(from, at);
    Boolean saysHome = null;
    for (String w : NAMED_HOME) {
      if (endsWithWord(before, w)) {
        saysHome = true;
      }
    }
    for (String w : NAMED_AWAY) {
      if (endsWithWord(before, w)) {
        saysHome = false;
      }
    }
    if (saysHome != null && saysHome != namedIsHome) {
      out.add(
          "'"
              + before.strip()
              + "…' puts the team named "
              + (saysHome ? "at home" : "away")
              + " where the match is "
              + match);
    }
  }

  private static boolean endsWithWord(String before, String w) {
    return before.endsWith(w)
        && (before.length() == w.length()
            || !Chars.isLetter(before.charAt(before.length() - w.length() - 1)));
  }

  /** A verb and a side word right after a team: its own side ("Fulham spilte borte"). */
  private static final java.util.regex.Pattern OWN_SIDE =
      java.util.regex.Pattern.compile(
          "\\s+(?:spilte|spiller|spelte|played|plays|play|were|was|var|er|are|is)\\s+"
              + "(borte|hjemme|heime|away|at home|på hjemmebane|på bortebane)(?![\\p{L}])");

  /**
   * "Fulham spilte borte på Old Trafford": a verb and a side word right after the one team named
   * (ending at {@code end} in {@code lower}) tell its own side; wrong when the match ({@code
   * match}, described) has it on the other side.
   */
  static void afterOne(String lower, int end, boolean namedIsHome, String match, List<String> out) {
    if (end <= 0 || end >= lower.length()) {
      return;
    }
    java.util.regex.Matcher m = OWN_SIDE.matcher(lower);
    m.region(end, Math.min(lower.length(), end + 40));
    if (!m.lookingAt()) {
      return;
    }
    String side = m.group(1);
    boolean saysHome =
        side.startsWith("h") || side.equals("at home") || side.endsWith("hjemmebane");
    if (saysHome != namedIsHome) {
      out.add(
          "'"
              + lower.substring(end, m.end()).strip()
              + "' puts the team named "
              + (saysHome ? "at home" : "away")
              + " where the match is "
              + match);
    }
  }

  /** Side words after the second team, for the first: away ({@code true}) or at home. */
  private static final String[][] AFTER = {
    {"borte", "t"},
    {"på bortebane", "t"},
    {"away from home", "t"},
    {"away", "t"},
    {"on the road", "t"},
    {"hjemme", "f"},
    {"på hjemmebane", "f"},
    {"at home", "f"}
  };

  /** Words right before the first team that make it no subject ("mot Tottenham vant Liverpool"). */
  private static final List<String> NOT_SUBJECT =
      List.of("mot ", "against ", "over ", "to ", "til ", "for ", "vs ", "v ", "av ", "by ");

  /**
   * "Liverpool slo Tottenham 3–1 borte": after the second team ({@code secondEnd}), past a score at
   * most, a side word tells the first team's side ({@code firstAt}, at home when {@code
   * homeFirst}); wrong when the match ({@code match}, described) has it on the other side.
   */
  static void after(
      String sentence,
      String lower,
      int firstAt,
      int secondEnd,
      boolean homeFirst,
      String match,
      List<String> out) {
    if (firstAt < 0 || secondEnd <= firstAt || secondEnd >= lower.length()) {
      return;
    }
    String before = lower.substring(Math.max(0, firstAt - 10), firstAt);
    for (String w : NOT_SUBJECT) {
      if (endsWithWord(before, w)) {
        return;
      }
    }
    int j = secondEnd;
    int limit = Math.min(lower.length(), secondEnd + 12);
    while (j < limit) {
      char c = lower.charAt(j);
      if (c == ' ' || Chars.isDigit(c) || "-–—:".indexOf(c) >= 0) {
        j++;
      } else {
        break;
      }
    }
    for (String[] side : AFTER) {
      int e = j + side[0].length();
      if (lower.startsWith(side[0], j)
          && (e == lower.length() || !Chars.isLetter(lower.charAt(e)))) {
        if (lower.startsWith(" mot", e)
            || lower.startsWith(" against", e)
            || lower.startsWith(" to ", e)) {
          return; // "away to …": words about another team
        }
        boolean saysAway = side[1].equals("t");
        if (saysAway == homeFirst) {
          out.add(
              "'"
                  + sentence.substring(firstAt, e).strip()
                  + "' puts the first team named "
                  + (saysAway ? "away" : "at home")
                  + " where the match is "
                  + match);
        }
        return;
      }
    }
  }
}
