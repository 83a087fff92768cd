package dev.vex.tools.internal;

/** Text helpers shared by the tools: cutting to a budget with a marker. */
public final class Texts {
  private Texts() {}

  /**
   * Cuts text to at most {@code max} characters plus a marker that says how much was cut.
   *
   * @param text the text
   * @param max the budget
   * @return the text, or its head and the marker
   */
  public static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = max;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(0, end) + "\n[cut: " + (text.length() - end) + " more characters]";
  }

  /**
   * Makes text one line of at most {@code max} characters, for error messages and lists.
   *
   * @param text the text, may be null
   * @param max the budget
   * @return one line
   */
  public static String oneLine(String text, int max) {
    if (text == null) {
      return "";
    }
    String s = text.replaceAll("\\s+", " ").strip();
    if (s.length() <= max) {
      return s;
    }
    int end = max;
    if (Character.isHighSurrogate(s.charAt(end - 1))) {
      end--;
    }
    return s.substring(0, end) + "…";
  }
}
