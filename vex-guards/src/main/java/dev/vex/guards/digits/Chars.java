package dev.vex.guards.digits;

/**
 * {@link Character#isDigit(char)}, {@link Character#isLetter(char)}, {@link
 * Character#isLetterOrDigit(char)}, {@link Character#isWhitespace(char)} and {@link
 * Character#toLowerCase(char)} with the answer for ASCII worked out in place: the JDK's checks go
 * through its table of character data for every character, and the number reading and the weather
 * checks ask them at nearly every character of a reply, several times over (#24). The same answers
 * for every {@code char}: below 128 the JDK's digits are 0 to 9, its letters A to Z and a to z, its
 * white space the space, 0x09 to 0x0D and 0x1C to 0x1F, and it lower-cases A to Z alone; from 128
 * on the JDK is asked.
 */
final class Chars {
  private Chars() {}

  /** As {@link Character#isDigit(char)}. */
  static boolean isDigit(char c) {
    return c < 128 ? c >= '0' && c <= '9' : Character.isDigit(c);
  }

  /** As {@link Character#isLetter(char)}. */
  static boolean isLetter(char c) {
    return c < 128 ? (c | 0x20) >= 'a' && (c | 0x20) <= 'z' : Character.isLetter(c);
  }

  /** As {@link Character#isLetterOrDigit(char)}. */
  static boolean isLetterOrDigit(char c) {
    return c < 128
        ? (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
        : Character.isLetterOrDigit(c);
  }

  /**
   * As {@link Character#isWhitespace(char)}: below 128 the space, tab to carriage return and the
   * four separators 0x1C to 0x1F.
   */
  static boolean isWhitespace(char c) {
    return c < 128
        ? c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F)
        : Character.isWhitespace(c);
  }

  /** As {@link Character#toLowerCase(char)}. */
  static char toLowerCase(char c) {
    return c < 128
        ? (c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c)
        : Character.toLowerCase(c);
  }
}
