package dev.vex.simulator;

import java.util.ArrayList;
import java.util.List;

/** Splits text into the word-sized tokens the simulator streams, one NDJSON line each. */
final class Tokens {
  private Tokens() {}

  /**
   * Splits before each whitespace run that follows non-whitespace, so every token keeps its leading
   * whitespace: {@code "The answer is"} gives {@code "The", " answer", " is"}.
   */
  static List<String> split(String text) {
    List<String> tokens = new ArrayList<>();
    int start = 0;
    for (int i = 1; i < text.length(); i++) {
      if (Character.isWhitespace(text.charAt(i)) && !Character.isWhitespace(text.charAt(i - 1))) {
        tokens.add(text.substring(start, i));
        start = i;
      }
    }
    if (start < text.length()) {
      tokens.add(text.substring(start));
    }
    return tokens;
  }

  /**
   * Splits raw model output: like {@link #split(String)}, and also right before and after each
   * occurrence of a text tag, since models emit tags such as {@code <tool_call>} as one special
   * token.
   */
  static List<String> splitRaw(String text, String tag) {
    List<String> tokens = new ArrayList<>();
    boolean textTag = !tag.equals("{") && !tag.equals("[");
    for (String token : split(text)) {
      if (!textTag) {
        tokens.add(token);
        continue;
      }
      int from = 0;
      int at;
      while ((at = token.indexOf(tag, from)) >= 0) {
        if (at > from) {
          tokens.add(token.substring(from, at));
        }
        tokens.add(tag);
        from = at + tag.length();
      }
      if (from < token.length()) {
        tokens.add(token.substring(from));
      }
    }
    return tokens;
  }
}
