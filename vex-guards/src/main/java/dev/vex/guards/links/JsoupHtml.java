package dev.vex.guards.links;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.commonmark.node.Document;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;

/**
 * The raw HTML of a reply read with jsoup, the browser-grade parser: every piece of raw HTML the
 * Markdown parser finds, and the rendered reply as a whole. The only class of the guards that names
 * jsoup, which is an optional dependency: {@link ReplyLinks} calls it only when {@link
 * HtmlReading#JSOUP} says jsoup can be loaded, and otherwise distrusts every piece of raw HTML.
 */
final class JsoupHtml {
  private JsoupHtml() {}

  /**
   * Every URL the rendered reply (its HTML) holds in an attribute, as a browser's parser reads it,
   * and every URL its shown text holds.
   */
  static List<String> renderedUrls(String rendered) {
    org.jsoup.nodes.Document html = Jsoup.parse(rendered);
    List<String> urls = new ArrayList<>();
    for (Element e : html.getAllElements()) {
      urls.addAll(urlsOf(e));
      for (String[] pair : attributeUrls(e, true)) {
        urls.add(pair[1]);
      }
    }
    // Text that raw HTML joins across nodes (https://github.com</a>.evil.example reads as one URL)
    String shown = html.body().wholeText();
    for (TextUrls.Found f : TextUrls.find(shown, 0, shown.length(), false)) {
      urls.add(f.url());
    }
    return urls;
  }

  /** Judges a piece of inline raw HTML (one tag) that is not an end tag, comment or declaration. */
  static void inline(ReplyLinks.Collector c, HtmlInline html, int[] span, String literal) {
    Element body = Jsoup.parseBodyFragment(literal).body();
    List<String> urls = new ArrayList<>();
    for (Element e : body.getAllElements()) {
      if (e != body) {
        urls.addAll(urlsOf(e));
      }
    }
    if (c.judge != null) {
      Element copy = Jsoup.parseBodyFragment(literal).body();
      Stripped stripped = strip(copy, c.judge);
      if (stripped.primary() == null) {
        String raw = c.firstBad(literal);
        if (stripped.other() != null && !copy.children().isEmpty()) {
          Element tag = copy.child(0);
          String rebuilt =
              "<"
                  + tag.tagName()
                  + tag.attributes().html()
                  + (literal.endsWith("/>") ? " />" : ">");
          if (c.firstBad(rebuilt) == null) {
            c.add(dev.vex.guards.links.Link.Kind.REPLACE, span, stripped.other(), rebuilt);
            return;
          }
        }
        if (raw != null) {
          urls = List.of(raw); // a tag cut short or written oddly: the URL jsoup did not read
        }
      }
    }
    if (urls.isEmpty()) {
      return;
    }
    Element first = body.children().isEmpty() ? null : body.child(0);
    HtmlInline close = first != null && first.normalName().equals("a") ? c.closing(html) : null;
    for (String url : urls) {
      if (close != null) {
        int[] closeSpan = c.span(close);
        if (closeSpan != null) {
          String inner = Jsoup.parseBodyFragment(c.text.substring(span[1], closeSpan[0])).text();
          c.add(dev.vex.guards.links.Link.Kind.HTML, new int[] {span[0], closeSpan[1]}, url, inner);
          continue;
        }
      }
      c.add(dev.vex.guards.links.Link.Kind.HTML_TAG, span, url, "");
    }
  }

  /** Judges a block of raw HTML. */
  static void block(ReplyLinks.Collector c, HtmlBlock html, int[] span) {
    Element body = Jsoup.parseBodyFragment(html.getLiteral()).body();
    List<String> urls = new ArrayList<>();
    for (Element e : body.getAllElements()) {
      if (e != body) {
        urls.addAll(urlsOf(e));
      }
    }
    if (c.distrustHtml) {
      urls = List.of("");
    } else if (c.judge != null) {
      String literal = html.getLiteral();
      Element copy = Jsoup.parseBodyFragment(literal).body();
      copy.ownerDocument().outputSettings().prettyPrint(false);
      Stripped stripped = strip(copy, c.judge);
      if (stripped.primary() == null) {
        String rebuilt = stripped.other() == null ? literal : copy.html();
        String raw = c.firstBad(rebuilt);
        boolean nested = !(html.getParent() instanceof Document) && literal.indexOf('\n') >= 0;
        if (raw == null && stripped.other() != null && !nested) {
          c.add(dev.vex.guards.links.Link.Kind.REPLACE, span, stripped.other(), rebuilt);
          return;
        }
        if (raw != null || stripped.other() != null) {
          urls = List.of(raw != null ? raw : stripped.other());
        }
      }
    }
    String visible = body.wholeText().strip();
    for (String url : urls) {
      c.add(dev.vex.guards.links.Link.Kind.HTML_BLOCK, span, url, visible);
    }
  }

  /** The URLs an element's attributes hold; a style with {@code url(} counts as a bad one. */
  private static List<String> urlsOf(Element e) {
    List<String> urls = new ArrayList<>();
    for (String[] pair : attributeUrls(e, false)) {
      urls.add(pair[1]);
    }
    return urls;
  }

  /**
   * The URLs an element holds, each as {attribute name, URL}: URL attributes, srcset candidates, a
   * style or meta refresh with {@code url} (as ""), a style, script or base element (as {"<tag>",
   * ""}); with {@code every}, also the URLs written in any other attribute's text (title, data-*,
   * srcdoc, …), as a person could copy them.
   */
  static List<String[]> attributeUrls(Element e, boolean every) {
    List<String[]> urls = new ArrayList<>();
    for (Attribute a : e.attributes()) {
      String name = a.getKey().toLowerCase(Locale.ROOT);
      String value = a.getValue();
      if (name.equals("srcset")) {
        for (String candidate : value.split(",")) {
          String s = candidate.strip();
          int space = s.indexOf(' ');
          urls.add(new String[] {name, space < 0 ? s : s.substring(0, space)});
        }
      } else if (ReplyLinks.URL_ATTRIBUTES.contains(name)) {
        urls.add(new String[] {name, value});
      } else if (name.equals("style") && value.toLowerCase(Locale.ROOT).contains("url")) {
        urls.add(new String[] {name, ""});
      } else if (name.equals("content")
          && e.normalName().equals("meta")
          && value.toLowerCase(Locale.ROOT).contains("url")) {
        urls.add(new String[] {name, ""});
      } else if (every) {
        for (TextUrls.Found f : TextUrls.find(value, 0, value.length(), false)) {
          urls.add(new String[] {name, f.url()});
        }
      }
    }
    String tag = e.normalName();
    if (tag.equals("style") || tag.equals("script") || tag.equals("base")) {
      urls.add(new String[] {"<tag>", ""});
    }
    return urls;
  }

  /**
   * Judges a piece of raw HTML: removes from {@code body}'s elements each attribute holding an
   * off-list URL, the style, script and base elements, and puts the placeholder for off-list URLs
   * in its text. {@link Stripped#primary} is the first off-list URL of an attribute the element is
   * for ({@link ReplyLinks#PRIMARY}), which the element must go with (then nothing else is done);
   * {@link Stripped#other} the first off-list URL that was removed or replaced.
   */
  private static Stripped strip(Element body, Predicate<String> judge) {
    String[] result = {null};
    List<Element> drop = new ArrayList<>();
    for (Element e : body.getAllElements()) {
      if (e == body) {
        continue;
      }
      for (String[] pair : attributeUrls(e, true)) {
        if (judge.test(pair[1])) {
          continue;
        }
        if (ReplyLinks.PRIMARY.contains(pair[0]) && !pair[0].equals("<tag>")) {
          return new Stripped(pair[1], null);
        }
        if (pair[0].equals("<tag>")) {
          drop.add(e);
        } else {
          e.removeAttr(pair[0]);
        }
        if (result[0] == null) {
          result[0] = pair[1];
        }
      }
    }
    for (Element e : drop) {
      e.remove();
    }
    for (Element e : body.getAllElements()) {
      for (TextNode t : e.textNodes()) {
        placeholders(t, judge, result);
      }
    }
    return new Stripped(null, result[0]);
  }

  /** What {@link #strip} found: the off-list URL the element goes with, or the first removed. */
  private record Stripped(String primary, String other) {}

  private static void placeholders(TextNode t, Predicate<String> judge, String[] result) {
    String s = t.getWholeText();
    StringBuilder b = null;
    int at = 0;
    for (TextUrls.Found f : TextUrls.find(s, 0, s.length(), false)) {
      if (!judge.test(f.url())) {
        if (b == null) {
          b = new StringBuilder();
        }
        if (result[0] == null) {
          result[0] = f.url();
        }
        b.append(s, at, f.start()).append(TextUrls.PLACEHOLDER);
        at = f.end();
      }
    }
    if (b != null) {
      t.text(b.append(s, at, s.length()).toString());
    }
  }
}
