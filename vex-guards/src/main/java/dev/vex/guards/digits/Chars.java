package dev.vex.guards.digits;

/**
 * {@link Character#isDigit(char)}, {@link Character#isLetter(char)}, {@link
 * Character#isLetterOrDigit(char)}, {@link Character#isWhitespace(char)} and {@link
 * Character#toLowerCase(char)} with the answer for ASCII worked out in place: the JDK's checks go
 * through its table of character data for every character, and the number reading and the weather
 * checks ask them at nearly every character of a reply, several times over (#24). The same answers
 * for every {@code char}: below 128 the JDK's digits are 0 to 9, its letters A to Z and a to z, its
 * white space the space, 0x09 to 0x0D and 0x1C to 0x1F, and it lower-cases A to Z alone; from 128
 * on the JDK is asked once per block of 256 characters ({@link Block}).
 */
final class Chars {
  private Chars() {}

  private static final byte DIGIT = 1;
  private static final byte LETTER = 2;
  private static final byte LETTER_OR_DIGIT = 4;
  private static final byte WHITESPACE = 8;

  /**
   * The JDK's answers for the 256 characters of one block above ASCII, asked once per block: a
   * reply in another script (or of Unicode digits) asked the JDK's character data, through a call
   * it could not inline, several times at nearly every character (#24). Immutable once made; a
   * block made twice by two threads is the same.
   */
  private static final class Block {
    final byte[] flags = new byte[256];
    final char[] lower = new char[256];

    Block(int high) {
      for (int k = 0; k < 256; k++) {
        char c = (char) ((high << 8) | k);
        flags[k] =
            (byte)
                ((Character.isDigit(c) ? DIGIT : 0)
                    | (Character.isLetter(c) ? LETTER : 0)
                    | (Character.isLetterOrDigit(c) ? LETTER_OR_DIGIT : 0)
                    | (Character.isWhitespace(c) ? WHITESPACE : 0));
        lower[k] = Character.toLowerCase(c);
      }
    }
  }

  // by the high byte of the character; null until a character of the block is asked about (a
  // Block's fields are final: a thread that sees one sees it whole)
  private static final Block[] BLOCKS = new Block[256];

  private static Block block(char c) {
    int high = c >>> 8;
    Block b = BLOCKS[high];
    if (b == null) {
      b = new Block(high);
      BLOCKS[high] = b;
    }
    return b;
  }

  private static boolean is(char c, byte flag) {
    return (block(c).flags[c & 0xFF] & flag) != 0;
  }

  /** As {@link Character#isDigit(char)}. */
  static boolean isDigit(char c) {
    return c < 128 ? c >= '0' && c <= '9' : is(c, DIGIT);
  }

  /** As {@link Character#isLetter(char)}. */
  static boolean isLetter(char c) {
    return c < 128 ? (c | 0x20) >= 'a' && (c | 0x20) <= 'z' : is(c, LETTER);
  }

  /** As {@link Character#isLetterOrDigit(char)}. */
  static boolean isLetterOrDigit(char c) {
    return c < 128
        ? (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
        : is(c, LETTER_OR_DIGIT);
  }

  /**
   * As {@link Character#isWhitespace(char)}: below 128 the space, tab to carriage return and the
   * four separators 0x1C to 0x1F.
   */
  /**
   * Whether a sentence ends at {@code i} of {@code text}: at its end, a line break, '!', '?', ';'
   * when {@code semicolon} says so, or a full stop before a space or the end that follows no digit
   * (so "3.5" and a host name's "site.com" end nothing).
   */
  static boolean endsSentence(String text, int i, boolean semicolon) {
    if (i == text.length()) {
      return true;
    }
    char c = text.charAt(i);
    if (c == '\n' || c == '!' || c == '?' || (semicolon && c == ';')) {
      return true;
    }
    return c == '.'
        && (i + 1 == text.length() || text.charAt(i + 1) == ' ')
        && !(i > 0 && isDigit(text.charAt(i - 1)));
  }

  static boolean isWhitespace(char c) {
    return c < 128
        ? c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F)
        : is(c, WHITESPACE);
  }

  /** As {@link Character#toLowerCase(char)}. */
  static char toLowerCase(char c) {
    return c < 128
        ? (c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c)
        : block(c).lower[c & 0xFF];
  }
}
