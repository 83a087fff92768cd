package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The further time of a step (#22): "Bake blind for about 15 minutes, then remove the beans and
 * foil and cook for a further five minutes" has a first time (15 minutes) and a further one (five
 * minutes). A reply that writes a time as the further one ("steik 15 minutt til", "another 15
 * minutes", "15 minutes more") must state a further time of the method; one that states instead the
 * first time of a step that has a further time has swapped them. A time written with no such word
 * claims nothing here. Read from the method once per turn (bounded by its characters) and judged in
 * constant work per stated time.
 */
final class FurtherTimes {
  /** A method with no further time. */
  static final FurtherTimes NONE = new FurtherTimes(List.of(), List.of());

  /** Words right before a time (or before "a"/"an" before it) that make it a further time. */
  private static final Set<String> BEFORE =
      Set.of("further", "another", "additional", "extra", "ytterligere", "enda", "ekstra");

  /** Words right after a time's unit that make it a further time ("5 minutes more"). */
  private static final Set<String> AFTER = Set.of("more", "mer", "ekstra", "til");

  /**
   * Words after "til" that keep it "more" ("5 minutter til uten bønner", "15 minutt til."); any
   * other word makes it "until" ("15 minutter til bunnen er gyllen").
   */
  private static final Set<String> AFTER_TIL = WordLists.set("FurtherTimes.AFTER_TIL");

  private final List<Span> further;
  private final List<Span> first;

  private FurtherTimes(List<Span> further, List<Span> first) {
    this.further = further;
    this.first = first;
  }

  /**
   * The further times of a method and the first times of the sentences that have one.
   *
   * @param lines the method, one line per step
   * @param maxChars the most characters read
   */
  static FurtherTimes of(List<String> lines, int maxChars) {
    List<Span> further = new ArrayList<>();
    List<Span> first = new ArrayList<>();
    int read = 0;
    for (String line : lines) {
      if (read >= maxChars) {
        break;
      }
      String text = line.length() > maxChars - read ? line.substring(0, maxChars - read) : line;
      read += text.length();
      if (!mayHave(text)) {
        continue; // most lines have no further time: read only those with one of its words
      }
      List<Token> tokens = Token.read(text, text.length());
      int from = 0;
      for (int i = 0; i <= tokens.size(); i++) {
        boolean end =
            i == tokens.size()
                || (tokens.get(i).kind == Token.MARK && ".!?".indexOf(tokens.get(i).mark) >= 0);
        if (end) {
          sentence(text, tokens, from, i, further, first);
          from = i + 1;
        }
      }
    }
    return further.isEmpty() ? NONE : new FurtherTimes(List.copyOf(further), List.copyOf(first));
  }

  private static boolean mayHave(String line) {
    String lower = line.toLowerCase(java.util.Locale.ROOT);
    for (String w : BEFORE) {
      if (lower.contains(w)) {
        return true;
      }
    }
    for (String w : AFTER) {
      if (lower.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** The times of tokens {@code [from, to)}, sorted into further and first when one is further. */
  private static void sentence(
      String text, List<Token> tokens, int from, int to, List<Span> further, List<Span> first) {
    if (to <= from) {
      return;
    }
    int start = tokens.get(from).start;
    int stop = tokens.get(to - 1).end;
    List<Span> times = new ArrayList<>();
    RecipeClaims.minutes(text.substring(start, stop), times);
    List<Span> marked = new ArrayList<>();
    List<Span> unmarked = new ArrayList<>();
    int k = from;
    for (Span s : times) {
      // the time's number and unit among the sentence's tokens, in order
      int at = text.indexOf(s.text(), k < tokens.size() ? tokens.get(k).start : stop);
      if (at < 0) {
        return;
      }
      while (k < to && tokens.get(k).start < at) {
        k++;
      }
      int u = k;
      while (u < to && tokens.get(u).end < at + s.text().length()) {
        u++;
      }
      if (k >= to || u >= to) {
        return;
      }
      (isFurther(tokens, k, u + 1) ? marked : unmarked).add(s);
      k = u + 1;
    }
    if (!marked.isEmpty()) {
      further.addAll(marked);
      first.addAll(unmarked);
    }
  }

  /**
   * Whether the time whose number is token {@code number} and whose unit ends before token {@code
   * afterUnit} is written as a further time.
   */
  static boolean isFurther(List<Token> tokens, int number, int afterUnit) {
    int b = number - 1;
    if (b >= 0 && (tokens.get(b).word.equals("a") || tokens.get(b).word.equals("an"))) {
      b--; // "a further five minutes"
    }
    if (b >= 0 && BEFORE.contains(tokens.get(b).word)) {
      return true;
    }
    if (afterUnit >= tokens.size() || !AFTER.contains(tokens.get(afterUnit).word)) {
      return false;
    }
    if (!tokens.get(afterUnit).word.equals("til")) {
      return true;
    }
    Token next = afterUnit + 1 < tokens.size() ? tokens.get(afterUnit + 1) : null;
    return next == null || next.kind == Token.MARK || AFTER_TIL.contains(next.word);
  }

  /**
   * Why a stated time written as a further time is wrong: it is not a further time of the method
   * but the first time of a step that has one. Null when it is right or claims nothing.
   */
  String judge(List<Token> tokens, int number, int afterUnit, Span stated) {
    if (further.isEmpty() || !isFurther(tokens, number, afterUnit)) {
      return null;
    }
    for (Span m : further) {
      if (RecipeClaims.sameTime(m, stated)) {
        return null;
      }
    }
    for (Span m : first) {
      if (RecipeClaims.sameTime(m, stated)) {
        List<String> real = new ArrayList<>();
        further.forEach(f -> real.add(f.text()));
        return "'"
            + stated.text()
            + "' is written as a further time, but is the first time of its step; the further"
            + " time is "
            + String.join(", ", real);
      }
    }
    return null;
  }
}
