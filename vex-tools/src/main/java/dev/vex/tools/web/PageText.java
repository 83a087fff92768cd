package dev.vex.tools.web;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;

/**
 * HTML to readable text for {@code fetch_url}: jsoup parses the page, one pass over its nodes keeps
 * the text with a line break around each block, without scripts and chrome. Both steps stop at the
 * tool's deadline or an interrupt.
 */
final class PageText {
  /**
   * The elements that break a line. Looked up by tag name: {@code Element.is(cssQuery)} parses the
   * query on every call and walks up to the root, which made a page of deeply nested unclosed tags
   * cost seconds per megabyte.
   */
  private static final Set<String> BLOCKS =
      Set.of(
          "p",
          "div",
          "br",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "li",
          "tr",
          "pre",
          "blockquote",
          "section",
          "article",
          "table",
          "ul",
          "ol",
          "dt",
          "dd",
          "hr");

  /** How many nodes the text conversion visits between two looks at the clock and interrupt. */
  private static final int CHECK_EVERY = 1024;

  /** Raised inside jsoup's parse and traversal when the tool's time is up or it was interrupted. */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super(null, null, false, false);
    }
  }

  private static void checkTime(long deadline) {
    if (Thread.currentThread().isInterrupted() || System.nanoTime() - deadline > 0) {
      throw new Stopped();
    }
  }

  private static InterruptedException stopped() {
    Thread.interrupted();
    return new InterruptedException(
        "fetch_url ran out of time making text of the page (or was interrupted)");
  }

  /**
   * Parses the page with jsoup, reading the body through a stream that stops the parse at the
   * tool's deadline or an interrupt: jsoup reads its input a buffer at a time, so the check runs
   * every few kilobytes.
   */
  static Document parseHtml(byte[] body, String charset, String url, long deadline)
      throws IOException, InterruptedException {
    InputStream in =
        new FilterInputStream(new ByteArrayInputStream(body)) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            checkTime(deadline);
            return super.read(b, off, Math.min(len, 8192));
          }
        };
    try {
      return Jsoup.parse(in, charset, url);
    } catch (Stopped e) {
      throw stopped();
    }
  }

  /**
   * Text of the page's body with a line break around each block, without scripts and chrome. One
   * pass over the nodes, constant work per node; it stops at {@code deadline} (a {@link
   * System#nanoTime()} value) or an interrupt with an {@link InterruptedException}.
   */
  static String readable(Document doc, long deadline) throws InterruptedException {
    try {
      return readableUnchecked(doc, deadline);
    } catch (Stopped e) {
      throw stopped();
    }
  }

  private static String readableUnchecked(Document doc, long deadline) {
    doc.select("script,style,noscript,template,svg,nav,footer,aside,form,iframe,head").remove();
    checkTime(deadline);
    Element body = doc.body();
    if (body == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    body.traverse(
        new NodeVisitor() {
          private int visited;

          @Override
          public void head(Node node, int depth) {
            if (++visited % CHECK_EVERY == 0) {
              checkTime(deadline);
            }
            if (node instanceof TextNode t) {
              String s = t.text();
              if (!s.isBlank()) {
                if (sb.length() > 0 && !Character.isWhitespace(sb.charAt(sb.length() - 1))) {
                  sb.append(' ');
                }
                sb.append(s.strip());
              }
            } else if (isBlock(node)) {
              newline(sb);
            }
          }

          @Override
          public void tail(Node node, int depth) {
            if (isBlock(node)) {
              newline(sb);
            }
          }
        });
    return sb.toString().replaceAll("\n{3,}", "\n\n").strip();
  }

  private static boolean isBlock(Node node) {
    return node instanceof Element e && BLOCKS.contains(e.normalName());
  }

  private static void newline(StringBuilder sb) {
    if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
      sb.append('\n');
    }
  }

  private PageText() {}
}
