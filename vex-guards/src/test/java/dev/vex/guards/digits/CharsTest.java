package dev.vex.guards.digits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link Chars} answers as the JDK does for every {@code char}, ASCII and beyond. */
class CharsTest {
  @Test
  void everyCharIsAnsweredAsTheJdkAnswersIt() {
    int checked = 0;
    for (int i = Character.MIN_VALUE; i <= Character.MAX_VALUE; i++) {
      char c = (char) i;
      assertEquals(
          Character.isDigit(c), Chars.isDigit(c), () -> "isDigit " + Integer.toHexString(c));
      assertEquals(
          Character.isLetter(c), Chars.isLetter(c), () -> "isLetter " + Integer.toHexString(c));
      assertEquals(
          Character.isLetterOrDigit(c),
          Chars.isLetterOrDigit(c),
          () -> "isLetterOrDigit " + Integer.toHexString(c));
      assertEquals(
          Character.toLowerCase(c),
          Chars.toLowerCase(c),
          () -> "toLowerCase " + Integer.toHexString(c));
      checked++;
    }
    assertEquals(65536, checked);
  }
}
