package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A match's round as a reply states it ("runde 8", "round 8", "8. runde", "the 8th round"), judged
 * against the rounds of the matches the sports source gave (#22): a ground truth of kind {@code
 * sports} whose facts {@code next} and {@code last} list maps with a {@code round}. A round is
 * wrong only when it is none of the turn's matches' rounds; a turn whose matches give no round
 * judges none. The work is linear in the reply.
 */
final class RoundClaims {
  static final String KIND = "sports";
  private static final int MAX_PROBLEMS = 2;

  private RoundClaims() {}

  private static final Set<String> ROUND_WORDS =
      Set.of("round", "runde", "runden", "serierunde", "serierunden", "matchweek", "gameweek");

  private static final Set<String> ORDINAL_ENDINGS = Set.of("st", "nd", "rd", "th");

  static List<String> problems(String text, List<GroundTruth> truths) {
    Set<String> rounds = new LinkedHashSet<>();
    for (GroundTruth t : truths) {
      if (!KIND.equals(t.kind())) {
        continue;
      }
      for (String key : List.of("next", "last")) {
        if (t.facts().get(key) instanceof List<?> events) {
          for (Object e : events) {
            if (e instanceof Map<?, ?> m && m.get("round") instanceof String r && !r.isEmpty()) {
              rounds.add(r);
            }
          }
        }
      }
    }
    List<String> out = new ArrayList<>();
    if (rounds.isEmpty() || !mayHold(text)) {
      return out;
    }
    List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
    for (int i = 0; i < tokens.size() && out.size() < MAX_PROBLEMS; i++) {
      Token t = tokens.get(i);
      Token n = null;
      int end = 0;
      if (t.kind == Token.WORD && ROUND_WORDS.contains(t.word) && i + 1 < tokens.size()) {
        Token next = tokens.get(i + 1); // "runde 8", "round 8"
        if (next.kind == Token.NUMBER && !next.glued && !followedByLetterOrMark(tokens, i + 1)) {
          n = next;
          end = next.end;
        }
      } else if (t.kind == Token.NUMBER && !t.glued && i + 2 < tokens.size()) {
        Token a = tokens.get(i + 1);
        Token b = tokens.get(i + 2);
        boolean ordinal =
            (a.kind == Token.MARK && a.mark == '.') // "8. runde"
                || (a.kind == Token.WORD && a.glued && ORDINAL_ENDINGS.contains(a.word)); // "8th"
        if (ordinal && b.kind == Token.WORD && ROUND_WORDS.contains(b.word)) {
          n = t;
          end = b.end;
        }
      }
      if (n == null || n.value != Math.floor(n.value)) {
        continue;
      }
      String stated = String.valueOf((long) n.value);
      if (!rounds.contains(stated)) {
        int start = Math.min(t.start, n.start);
        out.add(
            "'"
                + text.substring(start, end)
                + "' where the source gives round "
                + String.join(", ", rounds));
      }
    }
    return out;
  }

  /** "round 8-6" or "runde 8/38" is no one round; "round 8." or "round 8," is. */
  private static boolean followedByLetterOrMark(List<Token> tokens, int k) {
    if (k + 1 >= tokens.size()) {
      return false;
    }
    Token after = tokens.get(k + 1);
    return after.kind == Token.MARK
        && (after.mark == '-' || after.mark == '–' || after.mark == '/' || after.mark == ':');
  }

  private static boolean mayHold(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    return lower.contains("round") || lower.contains("runde") || lower.contains("week");
  }
}
