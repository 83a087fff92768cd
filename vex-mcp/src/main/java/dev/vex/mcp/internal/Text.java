package dev.vex.mcp.internal;

/** Text from a server, made safe to show: control characters out, length bounded. */
public final class Text {
  private Text() {}

  /**
   * Returns the text without control characters (tabs and newlines become spaces), whitespace runs
   * collapsed, and cut to {@code max} characters with an ellipsis.
   *
   * @param o the text, may be null or not a string
   * @param max the most characters kept
   * @return the cleaned text, never null
   */
  public static String clean(Object o, int max) {
    if (!(o instanceof String s)) {
      return "";
    }
    StringBuilder b = new StringBuilder(Math.min(s.length(), max + 1));
    boolean space = false;
    for (int i = 0; i < s.length() && b.length() <= max; i++) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || Character.isISOControl(c)) {
        space = b.length() > 0;
        continue;
      }
      if (Character.getType(c) == Character.FORMAT) {
        continue; // zero-width and bidi controls
      }
      if (space) {
        b.append(' ');
        space = false;
      }
      b.append(c);
    }
    if (b.length() > max) {
      b.setLength(max - 1);
      b.append('…');
    }
    return b.toString();
  }
}
