package dev.vex.guards.links;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import org.commonmark.Extension;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Finds the links of a reply as a Markdown renderer and a browser will read them: the reply is
 * parsed with commonmark-java and its autolink extension (the renderer a host most likely uses),
 * raw HTML in it with jsoup, and every destination is the renderer's, after unescaping and entity
 * decoding. Each link keeps its place in the source so that it can be removed there.
 *
 * <p>{@link #renderedUrls(String)} is the final word: it renders the whole reply to HTML, parses
 * that as a browser would and returns every URL an attribute holds, so that constructs that span
 * several Markdown nodes (a quote left open in one HTML block) are judged too.
 *
 * <p>Parser and renderer are thread-safe and shared.
 */
final class ReplyLinks {
  private static final List<Extension> EXTENSIONS = List.of(AutolinkExtension.create());
  private static final Parser PARSER =
      Parser.builder()
          .extensions(EXTENSIONS)
          .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
          .build();
  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder().extensions(EXTENSIONS).build();

  /** Attributes that hold a URL a browser loads or navigates to. */
  static final Set<String> URL_ATTRIBUTES =
      Set.of(
          "href",
          "src",
          "srcset",
          "action",
          "formaction",
          "poster",
          "background",
          "cite",
          "data",
          "ping",
          "xlink:href",
          "longdesc",
          "lowsrc",
          "dynsrc",
          "manifest",
          "codebase",
          "archive",
          "usemap",
          "icon",
          "profile");

  /**
   * Raw HTML pieces read with jsoup, one by one, per reply; past this every further piece is
   * distrusted (removed unread), which keeps hostile replies of many tags cheap.
   */
  private static final int MAX_HTML_NODES = 500;

  /** Schemes that run code; removed wherever they stand in the text. */
  private static final List<String> SCRIPT_SCHEMES = List.of("javascript:", "vbscript:", "data:");

  private ReplyLinks() {}

  /**
   * Returns the reply's links in source order. When {@code distrustHtml} is set, every piece of raw
   * HTML is returned as a link with no URL (so that it goes), whatever its attributes.
   */
  static List<dev.vex.guards.links.Link> scan(String text, boolean distrustHtml) {
    return read(text, distrustHtml).links();
  }

  /**
   * The links of a reply, and whether it holds raw HTML: without raw HTML, the rendered reply's
   * URLs are exactly the links' destinations.
   */
  record Scan(List<dev.vex.guards.links.Link> links, boolean hasHtml) {}

  static Scan read(String text, boolean distrustHtml) {
    if (!mayHoldLinks(text)) {
      return new Scan(new ArrayList<>(0), false);
    }
    return readFully(text, distrustHtml);
  }

  /** {@link #read} without the shortcut: always parses. */
  static Scan readFully(String text, boolean distrustHtml) {
    Node doc = PARSER.parse(text);
    Collector c = new Collector(text, distrustHtml);
    doc.accept(c);
    c.out.sort(
        Comparator.comparingInt(dev.vex.guards.links.Link::start)
            .thenComparing(Comparator.comparingInt(dev.vex.guards.links.Link::end).reversed()));
    return new Scan(c.out, c.hasHtml);
  }

  /**
   * Whether the text could hold anything {@link #read} finds; false only when it certainly holds
   * none, so that the common reply without links skips the Markdown parse. Every link, image,
   * definition and piece of raw HTML needs a {@code [} or a {@code <}; the autolink extension
   * starts a URL only at {@code ://}, an email only at {@code @}, a bare address only at {@code
   * www.}; a script URL needs a letter before its colon. Any other character outside ASCII is
   * treated as a possible link too (look-alikes are the parser's to judge).
   */
  static boolean mayHoldLinks(String text) {
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '[' || c == '<' || c == '@' || c > 0x7E) {
        return true;
      }
      if (c == ':') {
        char before = i == 0 ? ' ' : text.charAt(i - 1);
        char after = i + 1 < n ? text.charAt(i + 1) : ' ';
        if (!(Character.isDigit(before) || before == ' ') || after == '/' || after == '\\') {
          return true;
        }
      }
      if ((c == 'w' || c == 'W') && text.regionMatches(true, i, "www.", 0, 4)) {
        return true;
      }
    }
    return false;
  }

  /** Every URL the rendered reply holds in an attribute, as a browser's parser reads it. */
  static List<String> renderedUrls(String text) {
    Document html = Jsoup.parse(RENDERER.render(PARSER.parse(text)));
    List<String> urls = new ArrayList<>();
    for (Element e : html.getAllElements()) {
      urls.addAll(urlsOf(e));
    }
    return urls;
  }

  /** The URLs an element's attributes hold; a style with {@code url(} counts as a bad one. */
  private static List<String> urlsOf(Element e) {
    List<String> urls = new ArrayList<>();
    for (Attribute a : e.attributes()) {
      String name = a.getKey().toLowerCase(Locale.ROOT);
      String value = a.getValue();
      if (name.equals("srcset")) {
        for (String candidate : value.split(",")) {
          String s = candidate.strip();
          int space = s.indexOf(' ');
          urls.add(space < 0 ? s : s.substring(0, space));
        }
      } else if (URL_ATTRIBUTES.contains(name)) {
        urls.add(value);
      } else if (name.equals("style") && value.toLowerCase(Locale.ROOT).contains("url")) {
        urls.add("");
      } else if (name.equals("content")
          && e.normalName().equals("meta")
          && value.toLowerCase(Locale.ROOT).contains("url")) {
        urls.add("");
      }
    }
    String tag = e.normalName();
    if (tag.equals("style") || tag.equals("script") || tag.equals("base")) {
      urls.add("");
    }
    return urls;
  }

  private static final class Collector extends AbstractVisitor {
    private final String text;
    private final boolean distrustHtml;
    private final List<dev.vex.guards.links.Link> out = new ArrayList<>();
    private boolean hasHtml;
    private int htmlNodes;
    private final Set<Node> pairedParents =
        java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final java.util.Map<HtmlInline, HtmlInline> closers = new java.util.IdentityHashMap<>();

    Collector(String text, boolean distrustHtml) {
      this.text = text;
      this.distrustHtml = distrustHtml;
    }

    @Override
    public void visit(Link link) {
      int[] span = span(link);
      if (span != null) {
        char first = text.charAt(span[0]);
        dev.vex.guards.links.Link.Kind kind =
            first == '['
                ? dev.vex.guards.links.Link.Kind.MARKDOWN
                : first == '<'
                    ? dev.vex.guards.links.Link.Kind.AUTOLINK
                    : dev.vex.guards.links.Link.Kind.BARE;
        String visible = kind == dev.vex.guards.links.Link.Kind.MARKDOWN ? childText(link) : "";
        add(kind, span, link.getDestination(), visible);
      }
      visitChildren(link);
    }

    @Override
    public void visit(Image image) {
      int[] span = span(image);
      if (span != null) {
        add(dev.vex.guards.links.Link.Kind.IMAGE, span, image.getDestination(), childText(image));
      }
      visitChildren(image);
    }

    @Override
    public void visit(LinkReferenceDefinition definition) {
      int[] span = span(definition);
      if (span != null) {
        add(dev.vex.guards.links.Link.Kind.DEFINITION, span, definition.getDestination(), "");
      }
    }

    @Override
    public void visit(HtmlInline html) {
      hasHtml = true;
      int[] span = span(html);
      if (span == null) {
        return;
      }
      String literal = html.getLiteral();
      if (distrustHtml || ++htmlNodes > MAX_HTML_NODES) {
        add(dev.vex.guards.links.Link.Kind.HTML_TAG, span, "", "");
        return;
      }
      if (literal.startsWith("</") || literal.startsWith("<!") || literal.startsWith("<?")) {
        return; // an end tag, comment, declaration or instruction holds no URL a browser follows
      }
      Element body = Jsoup.parseBodyFragment(literal).body();
      List<String> urls = new ArrayList<>();
      for (Element e : body.getAllElements()) {
        if (e != body) {
          urls.addAll(urlsOf(e));
        }
      }
      if (urls.isEmpty()) {
        return;
      }
      Element first = body.children().isEmpty() ? null : body.child(0);
      HtmlInline close = first != null && first.normalName().equals("a") ? closing(html) : null;
      for (String url : urls) {
        if (close != null) {
          int[] closeSpan = span(close);
          if (closeSpan != null) {
            String inner = Jsoup.parseBodyFragment(text.substring(span[1], closeSpan[0])).text();
            add(dev.vex.guards.links.Link.Kind.HTML, new int[] {span[0], closeSpan[1]}, url, inner);
            continue;
          }
        }
        add(dev.vex.guards.links.Link.Kind.HTML_TAG, span, url, "");
      }
    }

    @Override
    public void visit(HtmlBlock html) {
      hasHtml = true;
      int[] span = span(html);
      if (span == null) {
        return;
      }
      if (++htmlNodes > MAX_HTML_NODES) {
        add(dev.vex.guards.links.Link.Kind.HTML_BLOCK, span, "", "");
        return;
      }
      Element body = Jsoup.parseBodyFragment(html.getLiteral()).body();
      List<String> urls = new ArrayList<>();
      for (Element e : body.getAllElements()) {
        if (e != body) {
          urls.addAll(urlsOf(e));
        }
      }
      if (distrustHtml) {
        urls = List.of("");
      }
      String visible = body.wholeText().strip();
      for (String url : urls) {
        add(dev.vex.guards.links.Link.Kind.HTML_BLOCK, span, url, visible);
      }
    }

    @Override
    public void visit(Text node) {
      int[] span = span(node);
      if (span == null) {
        return;
      }
      scripts(span[0], span[1]);
    }

    @Override
    public void visit(Code code) {
      // code is shown as code, never as a link
    }

    /** Finds bare javascript:, vbscript: and data: URLs in a stretch of source text. */
    private void scripts(int from, int to) {
      int i = from;
      while (i < to) {
        char c = text.charAt(i);
        if ((c == 'j' || c == 'J' || c == 'v' || c == 'V' || c == 'd' || c == 'D')
            && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
          for (String scheme : SCRIPT_SCHEMES) {
            if (text.regionMatches(true, i, scheme, 0, scheme.length())) {
              int end = i + scheme.length();
              while (end < to && !Character.isWhitespace(text.charAt(end))) {
                end++;
              }
              if (end > i + scheme.length()) {
                out.add(
                    new dev.vex.guards.links.Link(
                        dev.vex.guards.links.Link.Kind.BARE, i, end, text.substring(i, end), ""));
                i = end;
              }
              break;
            }
          }
        }
        i++;
      }
    }

    /**
     * The {@code </a>} that closes an anchor opened by {@code open}, among its siblings. Each
     * parent's children are paired once, with a stack, so this stays linear.
     */
    private HtmlInline closing(HtmlInline open) {
      Node parent = open.getParent();
      if (parent != null && pairedParents.add(parent)) {
        java.util.ArrayDeque<HtmlInline> stack = new java.util.ArrayDeque<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
          if (n instanceof HtmlInline h) {
            String lit = h.getLiteral().toLowerCase(Locale.ROOT);
            if (lit.length() > 2
                && lit.startsWith("<a")
                && !Character.isLetterOrDigit(lit.charAt(2))) {
              stack.push(h);
            } else if (lit.replace(" ", "").equals("</a>") && !stack.isEmpty()) {
              closers.put(stack.pop(), h);
            }
          }
        }
      }
      return closers.get(open);
    }

    private String childText(Node node) {
      int from = Integer.MAX_VALUE;
      int to = -1;
      for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
        int[] s = span(child);
        if (s != null) {
          from = Math.min(from, s[0]);
          to = Math.max(to, s[1]);
        }
      }
      return to < 0 ? "" : text.substring(from, to);
    }

    private void add(dev.vex.guards.links.Link.Kind kind, int[] span, String url, String visible) {
      out.add(new dev.vex.guards.links.Link(kind, span[0], span[1], url, visible));
    }

    private int[] span(Node node) {
      List<SourceSpan> spans = node.getSourceSpans();
      if (spans.isEmpty()) {
        return null;
      }
      SourceSpan first = spans.get(0);
      SourceSpan last = spans.get(spans.size() - 1);
      int from = first.getInputIndex();
      int to = last.getInputIndex() + last.getLength();
      if (from < 0 || to > text.length() || to < from) {
        return null;
      }
      return new int[] {from, to};
    }
  }

  /** Whether every URL the rendered reply holds passes the judge. */
  static boolean renderedSafe(String text, Predicate<String> allowed) {
    for (String url : renderedUrls(text)) {
      if (!allowed.test(url)) {
        return false;
      }
    }
    return true;
  }
}
