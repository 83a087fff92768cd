package dev.vex.examples;

import java.io.BufferedReader;
import java.io.IOException;

/** The lines {@link ChatRepl} reads: each cut to {@link #MAX_INPUT_CHARS}. */
final class ReplInput {
  /** The longest line of input taken; the rest is cut. */
  static final int MAX_INPUT_CHARS = 4_000;

  private final BufferedReader in;

  ReplInput(BufferedReader in) {
    this.in = in;
  }

  /**
   * Reads one line, keeping at most {@link #MAX_INPUT_CHARS} of it (the rest is read and dropped).
   *
   * @return the line, or null at the end of input
   */
  String readLine() throws IOException {
    StringBuilder sb = new StringBuilder();
    int c;
    boolean any = false;
    while ((c = in.read()) >= 0) {
      any = true;
      if (c == '\n') {
        break;
      }
      if (c != '\r' && sb.length() < MAX_INPUT_CHARS) {
        sb.append((char) c);
      }
    }
    return any ? sb.toString() : null;
  }
}
