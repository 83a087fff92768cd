package dev.vex.guards.links;

import java.util.ArrayList;
import java.util.List;

/**
 * Removes links from a reply and leaves readable text: a Markdown link or an HTML anchor becomes
 * its text, an image its alt text; an autolink or a bare URL disappears with the parentheses around
 * it and the space before it; a line left with only a label ("Source:", "Kilde:") or a list marker
 * goes too. Linear in the text's length.
 */
final class LinkRemover {
  private static final int MAX_LABEL = 40;

  private LinkRemover() {}

  /** Returns the text with the given links (in order, not overlapping) removed. */
  static String remove(String text, List<Link> links) {
    StringBuilder out = new StringBuilder(text.length());
    List<Integer> holes = new ArrayList<>();
    int at = 0;
    for (Link link : links) {
      if (link.start() < at) {
        continue;
      }
      out.append(text, at, link.start());
      at = link.end();
      if (link.kind() == Link.Kind.REPLACE) {
        out.append(link.text());
        continue;
      }
      String keep = visibleText(link);
      if (!keep.isEmpty()) {
        out.append(keep);
        continue;
      }
      at = closeGap(out, text, at);
      holes.add(out.length());
    }
    out.append(text, at, text.length());
    return dropEmptiedLines(out, holes);
  }

  /**
   * Closes the gap a vanished URL leaves: drops a parenthesis around it with a short label ("(see
   * url)", "(kilde: url)"), a list separator after it, the space before punctuation, and spaces at
   * the start of a line. Returns where copying the text goes on.
   */
  private static int closeGap(StringBuilder out, String text, int from) {
    int at = from;
    if (at < text.length() && text.charAt(at) == ')') {
      int open = labelParenthesis(out);
      if (open >= 0) {
        out.setLength(open);
        at++;
      }
    }
    char next = at < text.length() ? text.charAt(at) : '\n';
    if (next == ' ' || next == '\n' || ".,;:!?)".indexOf(next) >= 0) {
      trimSpaces(out);
    }
    if ((next == ',' || next == ';')
        && (out.length() == 0 || ":\n(,;".indexOf(out.charAt(out.length() - 1)) >= 0)) {
      at++;
      if (endsWith(out, '(')) {
        while (at < text.length() && text.charAt(at) == ' ') {
          at++;
        }
      }
    } else if (endsWith(out, ',') && (next == '.' || next == '\n')) {
      out.setLength(out.length() - 1);
    }
    if (out.length() == 0 || endsWith(out, '\n')) {
      while (at < text.length() && text.charAt(at) == ' ') {
        at++;
      }
    }
    return at;
  }

  /** The index of a '(' that opens only a short label (at most three words, ':'), or -1. */
  private static int labelParenthesis(StringBuilder out) {
    int words = 0;
    boolean inWord = false;
    for (int i = out.length() - 1; i >= 0 && out.length() - i <= MAX_LABEL; i--) {
      char c = out.charAt(i);
      if (c == '(') {
        return i;
      }
      if (Character.isLetter(c)) {
        if (!inWord) {
          words++;
          inWord = true;
        }
      } else if (c == ' ' || c == ':') {
        inWord = false;
      } else {
        return -1;
      }
      if (words > 3) {
        return -1;
      }
    }
    return -1;
  }

  private static void trimSpaces(StringBuilder out) {
    while (endsWith(out, ' ')) {
      out.setLength(out.length() - 1);
    }
  }

  private static String visibleText(Link link) {
    Link.Kind k = link.kind(); // tested by identity: a switch on an enum is a class more (#23)
    if (k == Link.Kind.BARE
        || k == Link.Kind.AUTOLINK
        || k == Link.Kind.HTML_TAG
        || k == Link.Kind.DEFINITION) {
      return "";
    }
    if (k == Link.Kind.HTML_BLOCK || k == Link.Kind.REPLACE) {
      return link.text();
    }
    String t = link.text().strip();
    return t.contains("://") || t.regionMatches(true, 0, "www.", 0, 4) ? "" : t;
  }

  /** Drops each line that a removal left without words, or with only a short label. */
  private static String dropEmptiedLines(StringBuilder edited, List<Integer> holes) {
    // Read and copied as a String: StringBuilder.append of a StringBuilder range goes char by char
    // through CharSequence.charAt, a call per character.
    String text = edited.toString();
    if (holes.isEmpty()) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    int copied = 0;
    int previous = -1;
    for (int h : holes) {
      int hole = Math.max(Math.min(h, text.length()), Math.max(previous, 0));
      int lineStart = hole;
      int floor = Math.max(previous, 0);
      while (lineStart > floor && text.charAt(lineStart - 1) != '\n') {
        lineStart--;
      }
      boolean sameLine = previous >= 0 && lineStart == floor;
      previous = hole;
      if (sameLine || lineStart < copied) {
        continue;
      }
      int lineEnd = hole;
      while (lineEnd < text.length() && text.charAt(lineEnd) != '\n') {
        lineEnd++;
      }
      if (isEmptied(text, lineStart, lineEnd)) {
        out.append(text, copied, lineStart);
        copied = Math.min(text.length(), lineEnd + 1);
        if (lineEnd >= text.length() && endsWith(out, '\n')) {
          out.setLength(out.length() - 1);
        }
      }
    }
    out.append(text, copied, text.length());
    String result = out.toString();
    return result.isBlank() ? text : result;
  }

  /** A line of no words, or of a list marker and a label of at most four words. */
  private static boolean isEmptied(CharSequence text, int from, int to) {
    int words = 0;
    boolean inWord = false;
    int letters = 0;
    boolean colon = false;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        letters++;
        if (!inWord) {
          words++;
          inWord = true;
        }
        if (colon) {
          return false;
        }
      } else {
        inWord = false;
        colon |= c == ':';
      }
    }
    return words == 0 || (colon && words <= 4 && letters <= MAX_LABEL);
  }

  private static boolean endsWith(StringBuilder b, char c) {
    return b.length() > 0 && b.charAt(b.length() - 1) == c;
  }
}
