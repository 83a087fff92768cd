package dev.vex.simulator;

/** Where Go's {@code base64.StdEncoding} would fail on a string, for Ollama's image error. */
final class Base64Check {
  private Base64Check() {}

  /**
   * Returns the input byte Go reports in {@code illegal base64 data at input byte N}, or -1 when
   * the text decodes. Go skips CR and LF; padding is required.
   */
  static int firstIllegalByte(String s) {
    int quantumStart = 0;
    int inQuantum = 0;
    int padding = 0;
    boolean ended = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\r' || c == '\n') {
        continue;
      }
      if (ended) {
        return i; // data after the padded last quantum
      }
      if (c == '=') {
        if (inQuantum < 2) {
          return i;
        }
        padding++;
        inQuantum++;
      } else if (padding > 0 || !isAlphabet(c)) {
        return i;
      } else {
        inQuantum++;
      }
      if (inQuantum == 4) {
        inQuantum = 0;
        ended = padding > 0;
        quantumStart = i + 1;
      }
    }
    return inQuantum == 0 ? -1 : quantumStart;
  }

  private static boolean isAlphabet(char c) {
    return (c >= 'A' && c <= 'Z')
        || (c >= 'a' && c <= 'z')
        || (c >= '0' && c <= '9')
        || c == '+'
        || c == '/';
  }
}
