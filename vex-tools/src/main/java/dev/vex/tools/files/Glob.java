package dev.vex.tools.files;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A name glob matched in time linear in the name: the glob is compiled to a small program of
 * instructions (a Thompson automaton) that runs all its states in step over the name, so no input
 * makes it backtrack. The JDK's {@code PathMatcher} turns a glob into a backtracking regex, and
 * {@code *a*a*a*a*a*a*b} against a long name ran for minutes; here it is at most (name length) x
 * (glob length) steps.
 *
 * <p>The syntax is the JDK's: {@code *} is any run of characters but {@code /}, {@code **} any run
 * including {@code /}, {@code ?} one character but {@code /}, {@code [abc]}, {@code [a-z]} and
 * {@code [!a-z]} one character of (or not of) a set, never {@code /}, and {@code {a,b}} one of
 * several globs (not nested). Immutable and thread-safe.
 */
final class Glob {
  private static final int CHAR = 0;
  private static final int ANY = 1; // one character but '/'
  private static final int ANY_ALL = 2; // one character
  private static final int SET = 3;
  private static final int SPLIT = 4;
  private static final int JUMP = 5;
  private static final int MATCH = 6;

  private final int[] op;
  private final int[] arg1;
  private final int[] arg2;
  private final char[][] sets; // ranges as pairs; a leading '!' marker kept in negated
  private final boolean[] negated;

  private Glob(List<int[]> program, List<char[]> setList, List<Boolean> negList) {
    int n = program.size();
    op = new int[n];
    arg1 = new int[n];
    arg2 = new int[n];
    sets = new char[n][];
    negated = new boolean[n];
    for (int i = 0; i < n; i++) {
      int[] ins = program.get(i);
      op[i] = ins[0];
      arg1[i] = ins[1];
      arg2[i] = ins[2];
      if (ins[0] == SET) {
        sets[i] = setList.get(ins[1]);
        negated[i] = negList.get(ins[1]);
      }
    }
  }

  /**
   * Compiles a glob.
   *
   * @param glob the glob
   * @return the matcher
   * @throws IllegalArgumentException when it is malformed, with the reason
   */
  static Glob compile(String glob) {
    return new Compiler(glob).compile();
  }

  /**
   * Tells whether the whole text matches.
   *
   * @param text a name or a relative path with {@code /}
   * @return true when it matches
   */
  boolean matches(CharSequence text) {
    int n = op.length;
    int[] current = new int[n];
    int[] next = new int[n];
    int[] seen = new int[n];
    Arrays.fill(seen, -1);
    int[] stack = new int[n];
    int count = close(0, current, 0, seen, 0, stack);
    for (int i = 0; i < text.length() && count > 0; i++) {
      char c = text.charAt(i);
      int nextCount = 0;
      int mark = i + 1;
      for (int k = 0; k < count; k++) {
        int pc = current[k];
        if (step(pc, c)) {
          nextCount = close(pc + 1, next, nextCount, seen, mark, stack);
        }
      }
      int[] t = current;
      current = next;
      next = t;
      count = nextCount;
    }
    for (int k = 0; k < count; k++) {
      if (op[current[k]] == MATCH) {
        return true;
      }
    }
    return false;
  }

  private boolean step(int pc, char c) {
    switch (op[pc]) {
      case CHAR:
        return c == arg1[pc];
      case ANY:
        return c != '/';
      case ANY_ALL:
        return true;
      case SET:
        if (c == '/') {
          return false;
        }
        char[] r = sets[pc];
        boolean in = false;
        for (int j = 0; j < r.length && !in; j += 2) {
          in = c >= r[j] && c <= r[j + 1];
        }
        return in != negated[pc];
      default:
        return false;
    }
  }

  /** Adds a state and all it reaches without reading, once per position. */
  private int close(int start, int[] into, int count, int[] seen, int mark, int[] stack) {
    int sp = 0;
    stack[sp++] = start;
    while (sp > 0) {
      int pc = stack[--sp];
      if (seen[pc] == mark) {
        continue;
      }
      seen[pc] = mark;
      if (op[pc] == JUMP) {
        stack[sp++] = arg1[pc];
      } else if (op[pc] == SPLIT) {
        stack[sp++] = arg2[pc];
        stack[sp++] = arg1[pc];
      } else {
        into[count++] = pc;
      }
    }
    return count;
  }

  private static final class Compiler {
    private final String glob;
    private final List<int[]> program = new ArrayList<>();
    private final List<char[]> sets = new ArrayList<>();
    private final List<Boolean> negated = new ArrayList<>();
    private int pos;

    Compiler(String glob) {
      this.glob = glob;
    }

    Glob compile() {
      sequence(false);
      if (pos < glob.length()) {
        throw bad("'" + glob.charAt(pos) + "' outside a {group}");
      }
      emit(MATCH, 0, 0);
      return new Glob(program, sets, negated);
    }

    /** Compiles up to the end, or inside a group up to ',' or '}'. */
    private void sequence(boolean inGroup) {
      while (pos < glob.length()) {
        char c = glob.charAt(pos);
        if (inGroup && (c == ',' || c == '}')) {
          return;
        }
        pos++;
        switch (c) {
          case '*':
            boolean all = pos < glob.length() && glob.charAt(pos) == '*';
            if (all) {
              pos++;
            }
            int split = emit(SPLIT, 0, 0);
            emit(all ? ANY_ALL : ANY, 0, 0);
            emit(JUMP, split, 0);
            patch(split, split + 1, program.size());
            break;
          case '?':
            emit(ANY, 0, 0);
            break;
          case '[':
            set();
            break;
          case '{':
            if (inGroup) {
              throw bad("groups {...} cannot be nested");
            }
            group();
            break;
          case '\\':
            if (pos >= glob.length()) {
              throw bad("it ends with \\");
            }
            emit(CHAR, glob.charAt(pos++), 0);
            break;
          default:
            emit(CHAR, c, 0);
        }
      }
    }

    private void group() {
      List<Integer> jumps = new ArrayList<>();
      while (true) {
        int split = emit(SPLIT, 0, 0);
        sequence(true);
        if (pos >= glob.length()) {
          throw bad("a { is not closed");
        }
        char end = glob.charAt(pos++);
        jumps.add(emit(JUMP, 0, 0));
        if (end == '}') {
          // the last branch: its split goes nowhere else
          int[] s = program.get(split);
          s[0] = JUMP;
          s[1] = split + 1;
          break;
        }
        patch(split, split + 1, program.size());
      }
      for (int j : jumps) {
        program.get(j)[1] = program.size();
      }
    }

    private void set() {
      StringBuilder ranges = new StringBuilder();
      boolean negate = pos < glob.length() && glob.charAt(pos) == '!';
      if (negate) {
        pos++;
      }
      boolean first = true;
      while (true) {
        if (pos >= glob.length()) {
          throw bad("a [ is not closed");
        }
        char c = glob.charAt(pos++);
        if (c == ']' && !first) {
          break;
        }
        first = false;
        char hi = c;
        if (pos + 1 < glob.length() && glob.charAt(pos) == '-' && glob.charAt(pos + 1) != ']') {
          hi = glob.charAt(pos + 1);
          pos += 2;
          if (hi < c) {
            throw bad("the range " + c + "-" + hi + " is backwards");
          }
        }
        ranges.append(c).append(hi);
      }
      sets.add(ranges.toString().toCharArray());
      negated.add(negate);
      emit(SET, sets.size() - 1, 0);
    }

    private int emit(int op, int a, int b) {
      program.add(new int[] {op, a, b});
      return program.size() - 1;
    }

    private void patch(int at, int a, int b) {
      int[] ins = program.get(at);
      ins[1] = a;
      ins[2] = b;
    }

    private IllegalArgumentException bad(String why) {
      return new IllegalArgumentException("pattern '" + glob + "' is not a valid glob: " + why);
    }
  }
}
