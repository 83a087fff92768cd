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

  /** The words of ROUND_WORDS and ORDINAL_ENDINGS: the only words the tokens are looked up in. */
  private static final List<String> LOOKED_UP = lookedUp();

  private static List<String> lookedUp() {
    List<String> out = new ArrayList<>(ROUND_WORDS);
    out.addAll(ORDINAL_ENDINGS);
    return List.copyOf(out);
  }

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
    if (rounds.isEmpty()) {
      return out;
    }
    // Only the tokens around each round word are read (issue 24: a megabyte of tokens was most
    // of the sports turn's scan). A window runs from the start of the third chunk of non-space
    // text before the word's chunk to the end of the third after it; tokens never span white
    // space (a "1 1/2" joined across it is never whole, so it changes no claim), so the window's
    // tokens from two chunks before the word on are the whole reply's.
    int n = text.length();
    int i = 0;
    List<Integer> words = new ArrayList<>(); // the round words of the window being gathered
    int from = 0;
    int to = 0;
    while (i < n && out.size() < MAX_PROBLEMS) {
      if (!Chars.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int ws = i;
      while (i < n && (Chars.isLetter(text.charAt(i)) || text.charAt(i) == '\'')) {
        i++;
      }
      if (mayBeRoundWord(text, ws, i)
          && ROUND_WORDS.contains(text.substring(ws, i).toLowerCase(Locale.ROOT))) {
        int p = chunksBefore(text, ws);
        if (!words.isEmpty() && p >= to) {
          judge(text, from, to, words, rounds, out); // windows that overlap are read as one
          words.clear();
        }
        if (words.isEmpty()) {
          from = p;
        }
        words.add(ws);
        to = chunksAfter(text, ws);
      }
    }
    if (!words.isEmpty() && out.size() < MAX_PROBLEMS) {
      judge(text, from, to, words, rounds, out);
    }
    return out;
  }

  /** Whether the word {@code text[from, to)} may be one of {@link #ROUND_WORDS}, cheaply. */
  private static boolean mayBeRoundWord(String text, int from, int to) {
    char c = text.charAt(from);
    if (c > 0x7F) {
      return true; // lower-cased as the tokens are, then compared
    }
    c = (char) (c | 0x20);
    return to - from <= 11 && (c == 'r' || c == 's' || c == 'm' || c == 'g');
  }

  /** The start of the third chunk of non-space text before the one {@code ws} is in. */
  private static int chunksBefore(String text, int ws) {
    int p = ws;
    while (p > 0 && !Chars.isWhitespace(text.charAt(p - 1))) {
      p--;
    }
    for (int k = 0; k < 3; k++) {
      while (p > 0 && Chars.isWhitespace(text.charAt(p - 1))) {
        p--;
      }
      while (p > 0 && !Chars.isWhitespace(text.charAt(p - 1))) {
        p--;
      }
    }
    return p;
  }

  /** The end of the third chunk of non-space text after the one {@code ws} is in. */
  private static int chunksAfter(String text, int ws) {
    int n = text.length();
    int q = ws;
    while (q < n && !Chars.isWhitespace(text.charAt(q))) {
      q++;
    }
    for (int k = 0; k < 3; k++) {
      while (q < n && Chars.isWhitespace(text.charAt(q))) {
        q++;
      }
      while (q < n && !Chars.isWhitespace(text.charAt(q))) {
        q++;
      }
    }
    return q;
  }

  /** Judges the claims of the round words at {@code words} (ascending), all in one window. */
  private static void judge(
      String text, int from, int to, List<Integer> words, Set<String> rounds, List<String> out) {
    String window = text.substring(from, to);
    // only ROUND_WORDS and ORDINAL_ENDINGS are looked up: no string is made of other words
    List<Token> tokens = Token.read(window, Integer.MAX_VALUE, LOOKED_UP);
    int w = 0;
    for (int ws : words) {
      while (w < tokens.size() && tokens.get(w).start != ws - from) {
        w++;
      }
      if (w == tokens.size() || out.size() >= MAX_PROBLEMS) {
        return; // the first cannot be: each word is a token of its window
      }
      // "8. runde", "the 8th round": the number two tokens before the word, then "runde 8"
      if (w >= 2 && tokens.get(w - 2).kind == Token.NUMBER) {
        claim(window, tokens, w - 2, rounds, out);
      }
      if (out.size() < MAX_PROBLEMS) {
        claim(window, tokens, w, rounds, out);
      }
    }
  }

  /**
   * The claim the token at {@code i} (a round word or a number) starts, if any, judged as a loop
   * over the whole reply's tokens did.
   */
  private static void claim(
      String text, List<Token> tokens, int i, Set<String> rounds, List<String> out) {
    {
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
        return;
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
}
