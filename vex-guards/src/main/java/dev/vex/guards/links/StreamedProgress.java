package dev.vex.guards.links;

import java.lang.ref.WeakReference;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What {@link UrlAllowlistGuard#releases} already judged of a turn's streamed reply, so that each
 * later prefix is parsed only from the last <em>safe boundary</em>: a point such that the text
 * before it reads the same (same links, same rendered URLs) whatever follows, and the text after it
 * reads the same alone as after it. Each released prefix is judged from the boundary found in the
 * one before, so a reply streamed sentence by sentence is parsed about once in all, not once per
 * sentence.
 *
 * <p>A boundary is either the first character of a paragraph (a line at column 0, after a blank
 * line), or a letter after white space inside a plain top-level paragraph (one that starts with a
 * letter at column 0 and holds none of {@code [ ] < > ` * _ \ ! & ~ |}, so no inline construct is
 * open there). Neither is taken once the text before it holds what can reach across paragraphs: raw
 * HTML ({@code <} before a letter, {@code /}, {@code !} or {@code ?}) or a code fence. A reference
 * definition could too, but releasing refuses every {@code ]} not followed by {@code (}. Past those
 * the prefix is judged from the last boundary before them, as before this existed.
 *
 * <p>Entries are keyed by the turn's user message (its identity, held weakly) and valid only for a
 * prefix that starts with the text they judged, under the same allowed turn links: any other prefix
 * is judged whole. Released piece by piece ({@link UrlAllowlistGuard#releasesNext}) an entry keeps
 * only how much it judged, not the text: the caller vouches that what was released is that text. At
 * most {@value #MAX_ENTRIES} turns are remembered, each for at most {@value #MAX_CHARS} characters
 * (a longer prefix is judged whole), so a guard holds the text of a few recent replies at worst.
 * Thread-safe.
 */
final class StreamedProgress {
  static final int MAX_ENTRIES = 32;
  static final int MAX_CHARS = 1 << 20;
  private static final String INLINE_SYNTAX = "[]<>`*_\\!&~|";

  /** How far one turn's reply was judged, and the reading state at its end. */
  static final class State {
    /**
     * The text judged, kept only for a whole prefix's lookup; null when released piece by piece.
     */
    final String released;

    final int length;
    final Set<String> turnLinks;
    final int boundary;
    final boolean clean;
    final boolean lineHasText;
    final boolean afterBlankLine;
    final boolean plainParagraph;
    final int column;

    State(
        String released,
        int length,
        Set<String> turnLinks,
        int boundary,
        boolean clean,
        boolean lineHasText,
        boolean afterBlankLine,
        boolean plainParagraph,
        int column) {
      this.released = released;
      this.length = length;
      this.turnLinks = turnLinks;
      this.boundary = boundary;
      this.clean = clean;
      this.lineHasText = lineHasText;
      this.afterBlankLine = afterBlankLine;
      this.plainParagraph = plainParagraph;
      this.column = column;
    }

    /** Nothing judged yet: the text starts as a paragraph would after a blank line. */
    static State start(Set<String> turnLinks) {
      return new State("", 0, turnLinks, 0, true, false, true, false, 0);
    }

    /**
     * Reads {@code text} (which starts with what this state judged) on to its end; the new state
     * keeps the text when {@code keep}.
     */
    State advance(CharSequence text, Set<String> links, boolean keep) {
      boolean isClean = clean;
      boolean hasText = lineHasText;
      boolean blank = afterBlankLine;
      boolean plain = plainParagraph;
      int col = column;
      int last = boundary;
      for (int i = length; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '\n') {
          blank = !hasText;
          hasText = false;
          col = 0;
          continue;
        }
        if (isClean && opensAcrossParagraphs(text, i)) {
          isClean = false;
        }
        if (c == ' ' || c == '\t' || c == '\r') {
          col++;
          continue;
        }
        if (!hasText) {
          // the first character of a line
          if (blank) {
            if (col == 0 && isClean) {
              last = i; // a paragraph starts at column 0: nothing before it reaches past here
            }
            plain = col == 0 && Character.isLetter(c);
          } else if (col != 0 || !Character.isLetter(c)) {
            plain = false; // a line that may start another block inside the paragraph
          }
          hasText = true;
          blank = false;
        } else if (plain
            && isClean
            && Character.isLetter(c)
            && Character.isWhitespace(text.charAt(i - 1))) {
          last = i; // a word in a plain paragraph: no inline construct is open here
        }
        if (INLINE_SYNTAX.indexOf(c) >= 0) {
          plain = false;
        }
        col++;
      }
      return new State(
          keep ? text.toString() : null,
          text.length(),
          links,
          last,
          isClean,
          hasText,
          blank,
          plain,
          col);
    }

    /** Raw HTML or a code fence: what one paragraph can carry into the next. */
    private static boolean opensAcrossParagraphs(CharSequence text, int i) {
      char c = text.charAt(i);
      if (c == '<') {
        if (i + 1 >= text.length()) {
          return true; // not yet known what follows
        }
        char n = text.charAt(i + 1);
        return Character.isLetter(n) || n == '/' || n == '!' || n == '?';
      }
      if (c == '`' || c == '~') {
        return i + 2 < text.length() && text.charAt(i + 1) == c && text.charAt(i + 2) == c;
      }
      return false;
    }
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
          return size() > MAX_ENTRIES || eldest.getKey().ref.get() == null;
        }
      };

  /**
   * The state to judge {@code text} from: the turn's, when {@code text} continues what it judged
   * under the same turn links; else a fresh one.
   */
  synchronized State lookup(Object turn, String text, Set<String> turnLinks) {
    State s = turn == null ? null : states.get(new Key(turn));
    if (s != null
        && s.released != null
        && s.turnLinks.equals(turnLinks)
        && text.length() >= s.length
        && text.startsWith(s.released)) {
      return s;
    }
    return State.start(turnLinks);
  }

  /**
   * The state to judge the text after {@code released} from: a fresh one when nothing was released,
   * the turn's when it judged exactly that much under the same turn links, else null.
   */
  synchronized State lookupNext(Object turn, CharSequence released, Set<String> turnLinks) {
    if (released.length() == 0) {
      return State.start(turnLinks);
    }
    State s = turn == null ? null : states.get(new Key(turn));
    return s != null && s.length == released.length() && s.turnLinks.equals(turnLinks) ? s : null;
  }

  /** Remembers that {@code released} and then {@code next} were released, without copying them. */
  void releasedNext(Object turn, State from, CharSequence released, String next) {
    if (turn == null) {
      return;
    }
    State after = from.advance(new Joined(released, next), from.turnLinks, false);
    synchronized (this) {
      states.put(new Key(turn), after);
    }
  }

  /** Two texts read as one, without copying them. */
  private static final class Joined implements CharSequence {
    private final CharSequence head;
    private final String tail;

    Joined(CharSequence head, String tail) {
      this.head = head;
      this.tail = tail;
    }

    @Override
    public int length() {
      return head.length() + tail.length();
    }

    @Override
    public char charAt(int index) {
      int h = head.length();
      return index < h ? head.charAt(index) : tail.charAt(index - h);
    }

    @Override
    public CharSequence subSequence(int start, int end) {
      return toString().substring(start, end);
    }

    @Override
    public String toString() {
      return head.toString() + tail;
    }
  }

  /** Remembers that {@code text} was released for the turn. */
  void released(Object turn, State from, String text) {
    if (turn == null || text.length() > MAX_CHARS) {
      return;
    }
    State next = from.advance(text, from.turnLinks, true);
    synchronized (this) {
      states.put(new Key(turn), next);
    }
  }
}
