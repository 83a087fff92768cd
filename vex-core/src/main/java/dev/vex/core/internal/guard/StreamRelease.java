package dev.vex.core.internal.guard;

import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Guard;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.internal.turn.Listeners;
import dev.vex.core.model.StreamHandler;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Guarded release of a streamed reply: sits between the model rounds and the host's listener, holds
 * the model's text back, and releases it sentence by sentence once every guard {@linkplain
 * Guard#releasesNext releases} the next sentence after what was released. At the end of the turn {@link #finish} releases the
 * rest of the final reply, or tells the host to replace what it showed when the final reply does
 * not continue it. Every other event passes through unchanged ({@link Listeners}).
 *
 * <p>Tool-call markup and JSON objects (a tool call or an error body the model wrote as text) are
 * never released: where one may be starting ({@code <tool_call>}, {@code <function}, a special
 * token {@code <|…}, {@code [TOOL_CALLS]}, {@code [{}, <code>&#123;</code> at a sentence start or
 * before a quote) the text before it is the last that can be released in the model call, and the
 * call's rounds decide at the end whether it is an answer at all.
 *
 * <p>Work is linear in the reply: each character is read once by an incremental scanner that
 * carries the bracket and code-span counts forward, and sentence ends are found in the new text
 * only; there is no cap on the number of checks, so a long reply keeps flowing sentence by sentence
 * to its end. The guards get the released text as a view and only the new sentence as a string, so
 * nothing is copied per sentence but the sentence. Confined to the thread running the turn.
 */
public final class StreamRelease extends Listeners implements StreamHandler {
  private static final String SENTENCE_MARKS = ".!?\u2026:;";
  private static final String[] TAGS = {"tool_", "/tool_", "function", "/function"};
  private static final String[] BRACKETS = {"tool_", "{"};

  private final AgentListener out;
  private final List<Guard> guards;
  private final Supplier<TurnContext> context;
  private final StringBuilder round = new StringBuilder();
  private final Scanner scanner = new Scanner();
  private int releasedInRound;
  private boolean held;
  private final StringBuilder shown = new StringBuilder();
  private boolean stale;

  public StreamRelease(AgentListener out, List<Guard> guards, Supplier<TurnContext> context) {
    super(out);
    this.out = out;
    this.guards = guards;
    this.context = context;
  }

  /** What the host shows now: everything released and replaced so far. */
  public String shown() {
    return shown.toString();
  }

  /**
   * The stream handler a model call reports to: deltas go to the listener; when the listener is a
   * guarded release, a backend's restart (another server took the reply over) voids the text so
   * far, as a new model call does.
   */
  public static StreamHandler handler(AgentListener listener) {
    return listener instanceof StreamRelease release ? release : listener::contentDelta;
  }

  /** A delta of the model call, as {@link #contentDelta}. */
  @Override
  public void onContent(String content) {
    contentDelta(content);
  }

  /** Another server took the reply over: as a new model call, the text so far is void. */
  @Override
  public void onRestart() {
    restart();
  }

  @Override
  public void modelCallStarted(String model, int round) {
    restart();
    out.modelCallStarted(model, round);
  }

  /** The text of the current model call so far is void; what was shown must be replaced. */
  void restart() {
    this.round.setLength(0);
    scanner.reset();
    releasedInRound = 0;
    held = false;
    stale = shown.length() > 0;
  }

  @Override
  public void contentDelta(String text) {
    if (held) {
      return;
    }
    round.append(text);
    int end = scanner.scan(round);
    if (scanner.stop) {
      held = true;
    }
    if (end <= releasedInRound) {
      return;
    }
    String next = round.substring(releasedInRound, end);
    if (!allRelease(next)) {
      held = true;
      return;
    }
    if (stale) {
      stale = false;
      shown.setLength(0);
      shown.append(round, 0, end);
      out.contentReplaced(
          shown.toString(), "a new model call answers; its text replaces the earlier text");
    } else {
      out.contentDelta(next);
      shown.append(next);
    }
    releasedInRound = end;
  }

  /**
   * Ends the stream with the final reply: the rest of it as a delta when it continues what was
   * shown, else a replacement.
   *
   * @param finalText the reply the user receives
   * @param reason why a replacement is needed, for the host
   */
  public void finish(String finalText, String reason) {
    if (!stale && finalText.length() >= shown.length() && finalText.startsWith(shown.toString())) {
      String rest = finalText.substring(shown.length());
      if (!rest.isEmpty()) {
        out.contentDelta(rest);
      }
    } else {
      out.contentReplaced(finalText, reason);
    }
    shown.setLength(0);
    shown.append(finalText);
    stale = false;
  }

  private boolean allRelease(String next) {
    if (guards.isEmpty()) {
      return true;
    }
    TurnContext ctx = context.get();
    CharSequence released = new Released(round, releasedInRound);
    for (Guard g : guards) {
      try {
        if (!g.releasesNext(released, next, ctx)) {
          return false;
        }
      } catch (Throwable e) {
        Contain.check(e);
        log().warn("guard {} failed judging streamed text; the text is held", g.getClass(), e);
        return false;
      }
    }
    return true;
  }

  /** A read-only view of the first {@code length} characters of the round: no copy per sentence. */
  private static final class Released implements CharSequence {
    private final StringBuilder text;
    private final int length;

    Released(StringBuilder text, int length) {
      this.text = text;
      this.length = length;
    }

    @Override
    public int length() {
      return length;
    }

    @Override
    public char charAt(int index) {
      if (index < 0 || index >= length) {
        throw new IndexOutOfBoundsException(index);
      }
      return text.charAt(index);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      if (start < 0 || end > length || start > end) {
        throw new IndexOutOfBoundsException("[" + start + ", " + end + ") of " + length);
      }
      return text.substring(start, end);
    }

    @Override
    public String toString() {
      return text.substring(0, length);
    }
  }

  /**
   * Reads a model call's text once, left to right, as it arrives, and finds where it may be cut for
   * release: at a sentence end (a sentence mark followed by white space, so no number or link can
   * run on past it, or a line break) where no bracket, parenthesis, brace, HTML tag or code span is
   * open; or right before tool-call markup or a JSON object, after which nothing more of the call
   * is released ({@link #stop}). A Markdown reference link ({@code [text][label]}, {@code [label]:
   * url}) is resolved by text that may come later, so nothing after one is released either. Where
   * what a character starts is not yet known (a {@code <} at the end of the text so far), the
   * scanner waits there for more text.
   */
  static final class Scanner {
    private int scanned;
    private int paren;
    private int square;
    private int brace;
    private int angle;
    private int ticks;
    private boolean sentenceStart;
    private boolean callStart;
    private int best;

    /** Set once nothing more of this model call may be released. */
    boolean stop;

    Scanner() {
      reset();
    }

    void reset() {
      scanned = 0;
      paren = 0;
      square = 0;
      brace = 0;
      angle = 0;
      ticks = 0;
      sentenceStart = true;
      callStart = true;
      best = -1;
      stop = false;
    }

    private boolean balanced() {
      return paren == 0 && square == 0 && brace == 0 && angle == 0 && ticks % 2 == 0;
    }

    /**
     * Reads the text from where the last call stopped and returns the furthest point where it may
     * be cut for release, or -1 when there is none yet.
     */
    int scan(CharSequence s) {
      int n = s.length();
      while (!stop && scanned < n) {
        int i = scanned;
        char c = s.charAt(i);
        int markup = markup(s, i, c);
        if (markup < 0) {
          break; // not yet known what starts here
        }
        if (markup > 0) {
          stop = true;
          int end = i;
          while (end > 0 && Character.isWhitespace(s.charAt(end - 1))) {
            end--;
          }
          if (balanced() && end > best) {
            best = end; // the model's words before the markup are whole
          }
          break;
        }
        switch (c) {
          case '(' -> paren++;
          case ')' -> paren = Math.max(0, paren - 1);
          case '[' -> square++;
          case ']' -> {
            if (i + 1 >= n) {
              return best; // a reference link or not: wait for the next character
            }
            char next = s.charAt(i + 1);
            if (next == '[' || next == ':') {
              stop = true;
              return best;
            }
            square = Math.max(0, square - 1);
          }
          case '{' -> brace++;
          case '}' -> brace = Math.max(0, brace - 1);
          case '<' -> angle += opensTag(s.charAt(i + 1)) ? 1 : 0;
          case '>' -> angle = Math.max(0, angle - 1);
          case '`' -> ticks++;
          default -> {}
        }
        if (c == '\n') {
          if (balanced()) {
            best = i + 1;
          }
          sentenceStart = true;
        } else if (Character.isWhitespace(c)) {
          if (i > 0 && SENTENCE_MARKS.indexOf(s.charAt(i - 1)) >= 0) {
            if (balanced()) {
              best = i;
            }
            sentenceStart = true;
          }
        } else {
          sentenceStart = false;
          callStart = false;
        }
        scanned = i + 1;
      }
      return best;
    }

    /**
     * Whether markup starts at {@code i}: 1 when it does, 0 when not, -1 when the text so far ends
     * before that is known.
     */
    private int markup(CharSequence s, int i, char c) {
      int n = s.length();
      switch (c) {
        case '<' -> {
          if (i + 1 >= n) {
            return -1;
          }
          if (s.charAt(i + 1) == '|') {
            return 1; // a special token: <|python_tag|>, <|eom_id|>, <|im_start|>
          }
          return startsWithAny(s, i + 1, TAGS);
        }
        case '[' -> {
          return startsWithAny(s, i + 1, BRACKETS);
        }
        case '{' -> {
          if (sentenceStart) {
            return 1;
          }
          int j = i + 1;
          while (j < n && Character.isWhitespace(s.charAt(j)) && j - i < 64) {
            j++;
          }
          if (j >= n) {
            return -1;
          }
          char q = s.charAt(j);
          return q == '"' || q == '\'' ? 1 : 0;
        }
        case '`' -> {
          if (!callStart) {
            return 0;
          }
          if (i + 3 > n) {
            return i + 1 < n && s.charAt(i + 1) != '`' ? 0 : -1;
          }
          return s.charAt(i + 1) == '`' && s.charAt(i + 2) == '`' ? 1 : 0;
        }
        default -> {
          return 0;
        }
      }
    }

    /**
     * 1 when the text at {@code from} starts with one of the words (ignoring case), 0 when it
     * cannot, -1 when it ends while it still could.
     */
    private static int startsWithAny(CharSequence s, int from, String[] words) {
      int n = s.length();
      boolean open = false;
      for (String w : words) {
        int k = 0;
        while (k < w.length()
            && from + k < n
            && Character.toLowerCase(s.charAt(from + k)) == w.charAt(k)) {
          k++;
        }
        if (k == w.length()) {
          return 1;
        }
        if (from + k >= n) {
          open = true;
        }
      }
      return open ? -1 : 0;
    }

    /** Whether {@code <} before this character opens an HTML tag, comment or declaration. */
    private static boolean opensTag(char next) {
      return Character.isLetter(next) || next == '/' || next == '!' || next == '?';
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(StreamRelease.class);
  }
}
