package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * When the digit scan lets streamed text through before the whole reply is known. A turn without
 * key figures releases everything (the scan passes any reply then), except text with a digit when
 * the turn has a recipe, stories or matches, whose facts the scan judges at the end. Otherwise a
 * prefix is released only when every number in it states one of the turn's key figures (so it is in
 * any override too, whose summaries state every key figure) and the scan finds no contradiction in
 * it, reading every figure as optional (a prefix may not have reached the required ones yet). A
 * number that states no key figure (a date, a volume, an invented price far from the real one)
 * holds the text until the end: if the reply is overridden, that number is not in the final reply,
 * so it is never shown. In a turn with a match score, text with a digit is held until the end: a
 * pair's reading depends on the teams written after it. Text with a digit in a turn that only
 * mentions a subject is held when it names that subject: it is judged when the reply is whole.
 *
 * <p>The work is linear in the reply. What was released of a turn's reply is remembered (keyed by
 * the turn's user message, held weakly, at most {@value #MAX_TURNS} turns of at most {@value
 * #MAX_CHARS} characters; a longer prefix is judged whole): a prefix that continues it is judged
 * only from there, with {@value #CONTEXT} characters of what came before (from a sentence start) so
 * that a number's words and clause are whole, and the sentence that last named a key figure's
 * subject, so that "It trades at $86,123" still belongs to the subject named sentences earlier.
 * Only the new text's numbers must state key figures; whether the text had a digit or named a
 * mentioned subject is carried forward. A prefix that does not continue what was released (a new
 * model call) is judged whole.
 */
final class StreamedFigures {
  static final int MAX_TURNS = 32;
  static final int CONTEXT = 512;

  /**
   * What was released of one model call's reply: its length, whether it had a digit or named a
   * mentioned subject, and the sentence that last named a key figure's subject (null when none).
   */
  private record State(int length, boolean digit, boolean namesMentioned, String aliasSentence) {
    static final State START = new State(0, false, false, null);
  }

  /** A turn's key: the identity of its user message, held weakly. */
  private static final class Key {
    private final WeakReference<Object> ref;
    private final int hash;

    Key(Object turn) {
      this.ref = new WeakReference<>(turn);
      this.hash = System.identityHashCode(turn);
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Key k)) {
        return false;
      }
      Object mine = ref.get();
      return mine != null && mine == k.ref.get();
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private final Map<Key, State> states =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, State> eldest) {
          return size() > MAX_TURNS || eldest.getKey().ref.get() == null;
        }
      };

  /** The state {@code released} continues, or null when it continues none. */
  private synchronized State lookup(Object turn, CharSequence released) {
    if (released.length() == 0) {
      return State.START;
    }
    State s = turn == null ? null : states.get(new Key(turn));
    return s != null && s.length == released.length() ? s : null;
  }

  private synchronized void remember(Object turn, State s) {
    if (turn != null) {
      states.put(new Key(turn), s);
    }
  }

  /** Judges a whole prefix, as if nothing of it had been released. */
  boolean releases(DigitScanGuard guard, FigureMatcher matcher, Draft prefix, TurnContext context) {
    return judge(guard, matcher, "", State.START, prefix.text(), context) != null;
  }

  /** Judges the next text after what the same model call released. */
  boolean releasesNext(
      DigitScanGuard guard,
      FigureMatcher matcher,
      CharSequence released,
      String next,
      TurnContext context) {
    Object turn = context.userMessage();
    State s = lookup(turn, released);
    if (s == null) {
      // not what this guard released last (another guard held it, or a host's own call)
      s = State.START;
      next = released.toString() + next;
      released = "";
    }
    State after = judge(guard, matcher, released, s, next, context);
    if (after == null) {
      return false;
    }
    remember(turn, after);
    return true;
  }

  /** The state after releasing {@code next}, or null when it is held. */
  private State judge(
      DigitScanGuard guard,
      FigureMatcher matcher,
      CharSequence released,
      State s,
      String next,
      TurnContext context) {
    if (DatedMarket.any(context) || WindowChange.any(context)) {
      // a past day's prices or a chart's stretch: a move with no digit is judged when the reply
      // is whole
      return null;
    }
    int from = released.length();
    boolean digit = s.digit || hasDigit(next);
    String recent = tail(released, 64) + next;
    boolean names = s.namesMentioned;
    if (!names && !context.mentioned().isEmpty()) {
      for (GroundTruth t : context.mentioned()) {
        for (KeyFigure f : t.keyFigures()) {
          names |= MentionCheck.names(recent, f.aliases());
        }
      }
    }
    if (digit && names) {
      return null; // a sentence about a mentioned subject is judged when the reply is whole
    }
    List<KeyFigure> figures = new ArrayList<>();
    for (GroundTruth t : context.groundTruth()) {
      figures.addAll(t.keyFigures());
    }
    if (figures.isEmpty()) {
      if (digit && factKinds(context)) {
        return null; // a next match's round has no key figure but is judged (#22): at the end
      }
      return new State(from + next.length(), digit, names, null);
    }
    if (Scores.any(figures) && digit) {
      return null; // a score is judged with the teams around it: held until the reply is whole
    }
    String before = released.subSequence(contextStart(released), from).toString();
    String judged = before + next;
    int freshFrom = before.length();
    boolean aliasInWindow = lastAlias(judged, figures) != null;
    if (s.aliasSentence != null && !aliasInWindow) {
      judged = s.aliasSentence + "\n" + judged;
      freshFrom += s.aliasSentence.length() + 1;
    }
    List<ReadNumber> numbers = NumberReader.forLocale(context.locale()).read(judged);
    if (Scores.any(figures) && !numbers.isEmpty()) {
      return null;
    }
    for (ReadNumber n : numbers) {
      if (n.end() <= freshFrom) {
        continue; // judged when it was released
      }
      boolean states = false;
      for (KeyFigure f : figures) {
        if (matcher.matches(n, f)) {
          states = true;
          break;
        }
      }
      if (!states) {
        return null;
      }
    }
    if (!(guard.check(new Draft(judged), optional(context)) instanceof GuardVerdict.Pass)) {
      return null;
    }
    String alias = lastAlias(recent, figures);
    return new State(from + next.length(), digit, names, alias != null ? alias : s.aliasSentence);
  }

  /** Whether the turn has data whose facts the scan judges beside its key figures (#22). */
  private static boolean factKinds(TurnContext context) {
    for (GroundTruth t : context.groundTruth()) {
      String kind = t.kind();
      if (RecipeClaims.KIND.equals(kind)
          || StoryClaims.KIND.equals(kind)
          || RoundClaims.KIND.equals(kind)) {
        return true;
      }
    }
    return false;
  }

  /** The last {@code n} characters of the text. */
  private static String tail(CharSequence text, int n) {
    return text.subSequence(Math.max(0, text.length() - n), text.length()).toString();
  }

  /**
   * Where the context kept from the released text starts: {@value #CONTEXT} characters before its
   * end, moved on to the next sentence start (0 when that is the reply's start).
   */
  private static int contextStart(CharSequence released) {
    int from = released.length();
    int at = from - CONTEXT;
    if (at <= 0) {
      return 0;
    }
    for (int i = at; i < from; i++) {
      char c = released.charAt(i);
      if (c == '\n' || Character.isWhitespace(c) && ".!?".indexOf(released.charAt(i - 1)) >= 0) {
        return i + 1;
      }
    }
    return from;
  }

  /** The sentence of the text that last names a key figure's subject; null when none does. */
  private static String lastAlias(String text, List<KeyFigure> figures) {
    String lower = text.toLowerCase(Locale.ROOT);
    int last = -1;
    for (KeyFigure f : figures) {
      for (String a : f.aliases()) {
        if (!a.isBlank()) {
          last = Math.max(last, lower.lastIndexOf(a.toLowerCase(Locale.ROOT)));
        }
      }
    }
    if (last < 0) {
      return null;
    }
    int start = last;
    while (start > 0 && !sentenceEndsBefore(text, start)) {
      start--;
    }
    int end = last + 1; // past the alias's first letter: its own sentence start is no end
    while (end < text.length() && !sentenceEndsBefore(text, end)) {
      end++;
    }
    return text.substring(start, end);
  }

  /** Whether a sentence ends right before {@code i}: after a line break or a mark and a space. */
  private static boolean sentenceEndsBefore(String text, int i) {
    if (i <= 0) {
      return true;
    }
    char p = text.charAt(i - 1);
    return p == '\n'
        || i > 1 && Character.isWhitespace(p) && ".!?".indexOf(text.charAt(i - 2)) >= 0;
  }

  private static boolean hasDigit(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        return true;
      }
    }
    return false;
  }

  /** The same turn with every key figure optional. */
  private static TurnContext optional(TurnContext c) {
    List<GroundTruth> truths = new ArrayList<>(c.groundTruth().size());
    for (GroundTruth t : c.groundTruth()) {
      List<KeyFigure> figures = new ArrayList<>(t.keyFigures().size());
      for (KeyFigure f : t.keyFigures()) {
        figures.add(new KeyFigure(f.label(), f.value(), f.unit(), false, f.aliases()));
      }
      truths.add(
          new GroundTruth(
              t.kind(),
              t.sourceName(),
              t.sourceUrls(),
              t.fetchedAt(),
              t.facts(),
              figures,
              t.summaries(),
              t.card()));
    }
    return new TurnContext(
        c.userMessage(),
        c.locale(),
        c.intents(),
        truths,
        c.toolCalls(),
        c.links(),
        c.model(),
        c.failure(),
        c.failedFetches());
  }
}
