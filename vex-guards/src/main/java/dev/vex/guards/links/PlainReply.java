package dev.vex.guards.links;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Predicate;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;

/**
 * Judges a reply too long to parse as Markdown ({@link UrlAllowlistGuard}'s limit, 128 K chars by
 * default) as plain text, in time and memory linear in the reply: the tree commonmark builds of one
 * huge paragraph is some fifty times the text's size, and the garbage collector copying it made the
 * guard's wall time grow faster than the reply (issue 24).
 *
 * <p>Every off-list URL a person could copy ({@link TextUrls}) or an autolinker would link (the
 * autolink extension's own link finder: {@code scheme://…}, {@code www.…}, an e-mail address) is
 * removed from the text, in rounds until none is left (a removal leaves a space, so that no two
 * pieces join into a new host); then the text is put in a fenced code block that nothing in it can
 * close. It then renders as itself: no link, image, raw HTML, entity or autolink can form. What a
 * person sees is the text as judged, so the promise is the same as for a parsed reply: no off-list
 * host can be reached or copied. The price is the reply's Markdown, shown as written, and its
 * allowed links, shown but not linked: acceptable for a reply of this size, which no honest turn
 * produces.
 */
final class PlainReply {
  /**
   * The link finder commonmark's autolink extension uses, built as it builds it: what the renderer
   * will link in the text left, exactly ({@code www.https://…} has no domain {@link TextUrls}
   * reads, but is linked).
   */
  private static final LinkExtractor AUTOLINKS =
      LinkExtractor.builder()
          .linkTypes(EnumSet.of(LinkType.URL, LinkType.EMAIL, LinkType.WWW))
          .build();

  /** Removal rounds before the reply is withheld, as for a parsed reply. */
  private static final int MAX_ROUNDS = 8;

  /**
   * The judged reply.
   *
   * @param text the text to show, or null when off-list URLs were still found after the last round
   * @param removed the off-list URLs removed, in order
   */
  record Outcome(String text, List<String> removed) {}

  private PlainReply() {}

  /** Judges {@code text} with {@code allowed} deciding each URL. */
  static Outcome judge(String text, Predicate<String> allowed) {
    List<String> removed = new ArrayList<>();
    // the renderer reads NUL as U+FFFD, which a URL then holds (https://github.com\uFFFD)
    String current = text.replace('\0', '\uFFFD');
    for (int round = 0; round < MAX_ROUNDS; round++) {
      List<int[]> spans = new ArrayList<>();
      for (TextUrls.Found f : TextUrls.find(current, 0, current.length(), false)) {
        if (!allowed.test(f.url())) {
          spans.add(new int[] {f.start(), f.end()});
          removed.add(f.url());
        }
      }
      addEmails(current, allowed, spans, removed);
      for (LinkSpan link : AUTOLINKS.extractLinks(current)) {
        String shown = current.substring(link.getBeginIndex(), link.getEndIndex());
        // tested by identity: a switch on an enum is one class more in the jar (#23)
        String url =
            link.getType() == LinkType.EMAIL
                ? "mailto:" + shown
                : link.getType() == LinkType.WWW ? "http://" + shown : shown;
        if (!allowed.test(url)) {
          spans.add(new int[] {link.getBeginIndex(), link.getEndIndex()});
          removed.add(url);
        }
      }
      if (spans.isEmpty()) {
        return new Outcome(escaped(current), removed);
      }
      current = without(current, spans);
    }
    return new Outcome(null, removed);
  }

  /**
   * Adds the off-list e-mail addresses: every run of characters other than white space that holds
   * an {@code @} whose domain is not allowed, whole (an autolinker links {@code x@evil.example} as
   * {@code mailto:}; the run is wider than any address it can find in it).
   */
  private static void addEmails(
      String s, Predicate<String> allowed, List<int[]> spans, List<String> removed) {
    int n = s.length();
    int at = s.indexOf('@');
    while (at >= 0) {
      int start = at;
      while (start > 0 && !Character.isWhitespace(s.charAt(start - 1))) {
        start--;
      }
      int end = at;
      while (end < n && !Character.isWhitespace(s.charAt(end))) {
        end++;
      }
      String bad = null;
      for (int a = s.indexOf('@', start); a >= 0 && a < end; a = s.indexOf('@', a + 1)) {
        int d = a + 1;
        while (d < end && isDomainChar(s.charAt(d))) {
          d++;
        }
        while (d > a + 1 && (s.charAt(d - 1) == '.' || s.charAt(d - 1) == '-')) {
          d--;
        }
        if (d > a + 1) {
          String url = "mailto:x@" + s.substring(a + 1, d);
          if (!allowed.test(url)) {
            bad = url;
            break;
          }
        }
      }
      if (bad != null) {
        spans.add(new int[] {start, end});
        removed.add(bad);
      }
      at = end < n ? s.indexOf('@', end) : -1;
    }
  }

  private static boolean isDomainChar(char c) {
    return Character.isLetterOrDigit(c)
        || c == '.'
        || c == '-'
        || c == '_'
        || c == '\u3002'
        || c == '\uFF0E'
        || c == '\uFF61';
  }

  /** The text with each span (possibly overlapping, in any order) replaced by one space. */
  private static String without(String s, List<int[]> spans) {
    spans.sort((a, b) -> Integer.compare(a[0], b[0]));
    StringBuilder b = new StringBuilder(s.length());
    int at = 0;
    for (int[] span : spans) {
      if (span[1] <= at) {
        continue;
      }
      if (span[0] > at) {
        b.append(s, at, span[0]);
      }
      if (b.length() == 0 || b.charAt(b.length() - 1) != ' ') {
        b.append(' ');
      }
      at = span[1];
    }
    return b.append(s, at, s.length()).toString();
  }

  /** The fence the judged text is shown in: a code block shows its text as written. */
  static final String FENCE = "~~~~";

  /**
   * The text as it renders itself, in a code block: nothing in a fenced code block is read as
   * Markdown, HTML, an entity or an autolink. No line can close the block early: a line of four or
   * more tildes alone becomes three. The text grows by ten characters, whatever it holds; a text
   * already so wrapped is wrapped once.
   */
  static String escaped(String s) {
    String inner = s;
    if (s.startsWith(FENCE + "\n") && s.endsWith("\n" + FENCE) && s.length() >= 10) {
      inner = s.substring(FENCE.length() + 1, s.length() - FENCE.length() - 1);
    }
    StringBuilder b = new StringBuilder(inner.length() + 10).append(FENCE).append('\n');
    int n = inner.length();
    int line = 0;
    while (line <= n) {
      int end = line;
      while (end < n && inner.charAt(end) != '\n' && inner.charAt(end) != '\r') {
        end++;
      }
      if (onlyTildes(inner, line, end)) {
        b.append("~~~");
      } else {
        b.append(inner, line, end);
      }
      if (end == n) {
        break;
      }
      b.append(inner.charAt(end));
      line = end + 1;
    }
    return b.append('\n').append(FENCE).toString();
  }

  /** Whether a line holds four tildes or more and nothing else but spaces and tabs. */
  private static boolean onlyTildes(String s, int from, int to) {
    int tildes = 0;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c == '~') {
        tildes++;
      } else if (c != ' ' && c != '\t') {
        return false;
      }
    }
    return tildes >= 4;
  }
}
