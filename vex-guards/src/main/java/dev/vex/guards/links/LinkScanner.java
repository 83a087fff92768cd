package dev.vex.guards.links;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Finds the links in a reply: Markdown links and images, autolinks, HTML anchors and bare URLs
 * ({@code scheme://…} and {@code www.…}). One pass with bounded look-ahead that never rescans a
 * region: linear in the text's length, no regular expressions.
 */
final class LinkScanner {
  private static final int MAX_TITLE = 1_000;
  private static final int MAX_TAG = 2_000;

  private final CharSequence text;
  private final int n;
  private int closeAnchor = -2;

  private LinkScanner(CharSequence text) {
    this.text = text;
    this.n = text.length();
  }

  /** Returns the links in the text, in order, not overlapping. */
  static List<Link> scan(CharSequence text) {
    return new LinkScanner(text).scan();
  }

  private List<Link> scan() {
    List<Link> links = new ArrayList<>();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      Link link = null;
      if (c == '[') {
        link = markdown(i, i + 1 < n && i > 0 && text.charAt(i - 1) == '!' ? i - 1 : i);
      } else if (c == '<') {
        link = angle(i);
      } else if (isSchemeStart(c) && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
        link = bare(i);
      }
      if (link != null) {
        links.add(link);
        i = link.end();
      } else {
        i++;
      }
    }
    return links;
  }

  /** {@code [title](url)} at {@code open}; {@code start} is the '!' of an image. */
  private Link markdown(int open, int start) {
    int j = open + 1;
    while (j < n && j - open < MAX_TITLE) {
      char c = text.charAt(j);
      if (c == ']' || c == '[' || c == '\n') {
        break;
      }
      j++;
    }
    if (j + 1 >= n || text.charAt(j) != ']' || text.charAt(j + 1) != '(') {
      return null;
    }
    int urlStart = j + 2;
    int k = urlStart;
    int depth = 0;
    while (k < n) {
      char c = text.charAt(k);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (depth == 0) {
          break;
        }
        depth--;
      } else if (Character.isWhitespace(c)
          || (c == '[' && !(k >= 2 && text.charAt(k - 1) == '/' && text.charAt(k - 2) == '/'))
          || c == '<'
          || c == '>') {
        break;
      }
      k++;
    }
    int urlEnd = k;
    k = skipTitle(k);
    if (k >= n || text.charAt(k) != ')' || urlEnd == urlStart) {
      return null;
    }
    Link.Kind kind = start < open ? Link.Kind.IMAGE : Link.Kind.MARKDOWN;
    String title = text.subSequence(open + 1, j).toString();
    return new Link(kind, start, k + 1, text.subSequence(urlStart, urlEnd).toString(), title);
  }

  /** Skips {@code "title"} after a Markdown URL; returns where the ')' should be. */
  private int skipTitle(int from) {
    int k = from;
    while (k < n && k - from < 3 && text.charAt(k) == ' ') {
      k++;
    }
    if (k < n && k > from && text.charAt(k) == '"') {
      int close = k + 1;
      while (close < n && close - k < MAX_TITLE && text.charAt(close) != '"') {
        if (text.charAt(close) == '\n') {
          return from;
        }
        close++;
      }
      return close < n && text.charAt(close) == '"' ? close + 1 : from;
    }
    return from;
  }

  /** {@code <scheme:…>} or {@code <a href=…>text</a>} at {@code open}. */
  private Link angle(int open) {
    int j = open + 1;
    if (j + 1 < n
        && (text.charAt(j) == 'a' || text.charAt(j) == 'A')
        && Character.isWhitespace(text.charAt(j + 1))) {
      return anchor(open);
    }
    int s = j;
    while (j < n && j - s < 32 && isSchemeChar(text.charAt(j))) {
      j++;
    }
    if (j == s || j >= n || text.charAt(j) != ':' || !Character.isLetter(text.charAt(s))) {
      return null;
    }
    while (j < n) {
      char c = text.charAt(j);
      if (c == '>') {
        return new Link(Link.Kind.AUTOLINK, open, j + 1, text.subSequence(s, j).toString(), "");
      }
      if (Character.isWhitespace(c) || c == '<') {
        return null;
      }
      j++;
    }
    return null;
  }

  private Link anchor(int open) {
    int tagEnd = open + 2;
    while (tagEnd < n && tagEnd - open < MAX_TAG && text.charAt(tagEnd) != '>') {
      if (text.charAt(tagEnd) == '<') {
        return null;
      }
      tagEnd++;
    }
    if (tagEnd >= n || text.charAt(tagEnd) != '>') {
      return null;
    }
    String tag = text.subSequence(open, tagEnd).toString();
    String href = attribute(tag, "href");
    int close = closeAnchorFrom(tagEnd + 1);
    if (close < 0) {
      return new Link(Link.Kind.HTML, open, tagEnd + 1, href, "");
    }
    String inner = stripTags(text.subSequence(tagEnd + 1, close).toString());
    return new Link(Link.Kind.HTML, open, close + 4, href, inner);
  }

  /** The next {@code </a>} at or after {@code from}, remembered so the text is searched once. */
  private int closeAnchorFrom(int from) {
    if (closeAnchor == -1 || (closeAnchor >= from)) {
      return closeAnchor;
    }
    closeAnchor = -1;
    for (int k = from; k + 3 < n; k++) {
      if (text.charAt(k) == '<'
          && text.charAt(k + 1) == '/'
          && (text.charAt(k + 2) == 'a' || text.charAt(k + 2) == 'A')
          && text.charAt(k + 3) == '>') {
        closeAnchor = k;
        break;
      }
    }
    return closeAnchor;
  }

  private static String attribute(String tag, String name) {
    String lower = tag.toLowerCase(Locale.ROOT);
    int at = lower.indexOf(name);
    while (at >= 0) {
      int k = at + name.length();
      while (k < tag.length() && tag.charAt(k) == ' ') {
        k++;
      }
      if (k < tag.length() && tag.charAt(k) == '=') {
        k++;
        while (k < tag.length() && tag.charAt(k) == ' ') {
          k++;
        }
        if (k < tag.length() && (tag.charAt(k) == '"' || tag.charAt(k) == '\'')) {
          int end = tag.indexOf(tag.charAt(k), k + 1);
          return end < 0 ? tag.substring(k + 1) : tag.substring(k + 1, end);
        }
        int end = k;
        while (end < tag.length() && !Character.isWhitespace(tag.charAt(end))) {
          end++;
        }
        return tag.substring(k, end);
      }
      at = lower.indexOf(name, at + 1);
    }
    return "";
  }

  private static String stripTags(String html) {
    StringBuilder out = new StringBuilder(html.length());
    boolean inTag = false;
    for (int i = 0; i < html.length(); i++) {
      char c = html.charAt(i);
      if (c == '<') {
        inTag = true;
      } else if (c == '>') {
        inTag = false;
      } else if (!inTag) {
        out.append(c);
      }
    }
    return out.toString().strip();
  }

  /** A bare {@code scheme://…} or {@code www.…} URL at {@code start}. */
  private Link bare(int start) {
    int j = start;
    while (j < n && j - start < 32 && isSchemeChar(text.charAt(j))) {
      j++;
    }
    boolean scheme =
        j > start && j + 2 < n && text.charAt(j) == ':' && slash(j + 1) && slash(j + 2);
    boolean www = !scheme && startsWithIgnoreCase(start, "www.");
    if (!scheme && !www) {
      return null;
    }
    int end = www ? start + 4 : j + 3;
    int parens = 0;
    int brackets = 0;
    while (end < n && !stops(text.charAt(end))) {
      char c = text.charAt(end);
      parens += c == '(' ? 1 : c == ')' ? -1 : 0;
      brackets += c == '[' ? 1 : c == ']' ? -1 : 0;
      end++;
    }
    while (end > start) {
      char last = text.charAt(end - 1);
      if (".,;:!?'\"*_~".indexOf(last) >= 0) {
        end--;
      } else if (last == ')' && parens < 0) {
        parens++;
        end--;
      } else if (last == ']' && brackets < 0) {
        brackets++;
        end--;
      } else {
        break;
      }
    }
    int minimum = www ? start + 5 : j + 4;
    if (end < minimum) {
      return null;
    }
    return new Link(Link.Kind.BARE, start, end, text.subSequence(start, end).toString(), "");
  }

  private boolean slash(int at) {
    return text.charAt(at) == '/' || text.charAt(at) == '\\';
  }

  private boolean startsWithIgnoreCase(int at, String word) {
    if (at + word.length() > n) {
      return false;
    }
    for (int k = 0; k < word.length(); k++) {
      if (Character.toLowerCase(text.charAt(at + k)) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private static boolean stops(char c) {
    if (Character.isWhitespace(c) || Character.isSpaceChar(c) || Character.isISOControl(c)) {
      return true;
    }
    if ("<>\"`|{}^«»‹›".indexOf(c) >= 0) {
      return true;
    }
    Character.UnicodeBlock block = Character.UnicodeBlock.of(c);
    return block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION
        || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS
        || block == Character.UnicodeBlock.GENERAL_PUNCTUATION;
  }

  private static boolean isSchemeStart(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  private static boolean isSchemeChar(char c) {
    return isSchemeStart(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.';
  }
}
