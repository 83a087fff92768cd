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
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.LinkReferenceDefinition;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * Finds the links of a reply as a Markdown renderer and a browser will read them: the reply is
 * parsed with commonmark-java and its autolink extension (the renderer a host most likely uses),
 * raw HTML in it with jsoup ({@link JsoupHtml}; when jsoup is not on the class path, {@link
 * HtmlReading}, every piece of raw HTML is distrusted instead), and every destination is the
 * renderer's, after unescaping and entity decoding. Each link keeps its place in the source so that
 * it can be removed there.
 *
 * <p>{@link #renderedUrls(String)} is the final word: it renders the whole reply to HTML, parses
 * that as a browser would and returns every URL an attribute holds, so that constructs that span
 * several Markdown nodes (a quote left open in one HTML block) are judged too.
 *
 * <p>Parser and renderer are thread-safe and shared.
 */
final class ReplyLinks {
  /**
   * The parser and renderer, built on first use: most replies hold no link ({@link #mayHoldLinks})
   * and are never parsed, so a turn that has none does not load commonmark-java.
   */
  private static final class Markdown {
    static final List<Extension> EXTENSIONS = List.of(AutolinkExtension.create());
    static final Parser PARSER =
        Parser.builder()
            .extensions(EXTENSIONS)
            .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
            .build();
    static final HtmlRenderer RENDERER = HtmlRenderer.builder().extensions(EXTENSIONS).build();
  }

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
   * The attributes whose URL is what the element is for (a link's target, an image's source): when
   * one of them is off the list the element goes, as it always did. An off-list URL in any other
   * attribute ({@code srcset}, {@code ping}, {@code formaction}, {@code title}, {@code data-*},
   * {@code style}, …) removes only that attribute.
   */
  static final Set<String> PRIMARY =
      Set.of(
          "href",
          "src",
          "action",
          "poster",
          "background",
          "cite",
          "data",
          "xlink:href",
          "longdesc",
          "lowsrc",
          "dynsrc",
          "manifest",
          "codebase",
          "archive",
          "usemap",
          "icon",
          "profile",
          "<tag>");

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
   * URLs are exactly the links' destinations. {@code doc} is the parsed reply (null when the
   * shortcut skipped the parse), kept so that {@link #renderedSafe(Scan, String, Predicate)}
   * renders it without parsing the reply again.
   */
  record Scan(List<dev.vex.guards.links.Link> links, boolean hasHtml, Node doc) {}

  static Scan read(String text, boolean distrustHtml) {
    return read(text, distrustHtml, null);
  }

  /**
   * The links of a reply; with a judge, also the URLs a person could copy where no renderer links
   * them (code, HTML text, any attribute, bare domains), each off-list one as a {@link
   * dev.vex.guards.links.Link.Kind#REPLACE} (placeholder in code, attribute or title dropped) or a
   * link to remove.
   */
  static Scan read(String text, boolean distrustHtml, Predicate<String> judge) {
    if (!mayHoldLinks(text)) {
      return new Scan(new ArrayList<>(0), false, null);
    }
    return readFully(text, distrustHtml, judge);
  }

  /** {@link #read} without the shortcut: always parses. */
  static Scan readFully(String text, boolean distrustHtml) {
    return readFully(text, distrustHtml, null);
  }

  static Scan readFully(String text, boolean distrustHtml, Predicate<String> judge) {
    Node doc = Markdown.PARSER.parse(text);
    Collector c = new Collector(text, distrustHtml, judge);
    doc.accept(c);
    c.out.sort(
        Comparator.comparingInt(dev.vex.guards.links.Link::start)
            .thenComparing(Comparator.comparingInt(dev.vex.guards.links.Link::end).reversed()));
    return new Scan(c.out, c.hasHtml, doc);
  }

  /**
   * Whether the text could hold anything {@link #read} finds; false only when it certainly holds
   * none, so that the common reply without links skips the Markdown parse. Every link, image and
   * definition needs a {@code [} with a {@code ]} after it (a lone {@code [} or a {@code ]} before
   * any {@code [} opens nothing), every piece of raw HTML a {@code <}; the autolink extension
   * starts a URL only at {@code ://}, an email only at {@code @}, a bare address only at {@code
   * www.}; a script URL needs a letter before its colon. Any other character outside ASCII is
   * treated as a possible link too (look-alikes are the parser's to judge).
   */
  static boolean mayHoldLinks(String text) {
    int n = text.length();
    boolean opened = false;
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '<' || c == '@' || c > 0x7E || (c == ']' && opened)) {
        return true;
      }
      opened |= c == '[';
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
      if (c == '&' || c == '`' || (c == '\\' && i + 1 < n && text.charAt(i + 1) == '.')) {
        return true; // an entity or an escape may hide a dot; code may hold a URL
      }
      if (c == '.'
          && i > 0
          && i + 1 < n
          && Character.isLetterOrDigit(text.charAt(i - 1))
          && Character.isLetter(text.charAt(i + 1))) {
        return true; // a bare domain: evil.example
      }
    }
    return false;
  }

  /**
   * Every URL the rendered reply holds in an attribute, as a browser's parser reads it, and every
   * URL its shown text holds.
   */
  static List<String> renderedUrls(String text) {
    return renderedUrls(Markdown.PARSER.parse(text));
  }

  /**
   * {@link #renderedUrls(String)} of a reply already parsed (the collector leaves it unchanged).
   */
  static List<String> renderedUrls(Node doc) {
    if (!HtmlReading.JSOUP) {
      return List.of(""); // raw HTML that cannot be read is judged off the list
    }
    try {
      return JsoupHtml.renderedUrls(Markdown.RENDERER.render(doc));
    } catch (LinkageError e) {
      return List.of(""); // a jsoup the guards were not built for: judged as unreadable
    }
  }

  static final class Collector extends AbstractVisitor {
    final String text;
    final boolean distrustHtml;
    private final List<dev.vex.guards.links.Link> out = new ArrayList<>();
    private boolean hasHtml;
    private int htmlNodes;
    private final Set<Node> pairedParents =
        java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final java.util.Map<HtmlInline, HtmlInline> closers = new java.util.IdentityHashMap<>();

    final Predicate<String> judge;

    Collector(String text, boolean distrustHtml, Predicate<String> judge) {
      this.text = text;
      this.distrustHtml = distrustHtml || !HtmlReading.JSOUP;
      this.judge = judge;
    }

    /** Off-list URLs in {@code text[from, to)} become the placeholder, as code or as text. */
    private void placeholders(int from, int to, boolean code) {
      for (TextUrls.Found f : TextUrls.find(text, from, to, code)) {
        if (!judge.test(f.url())) {
          out.add(
              new dev.vex.guards.links.Link(
                  dev.vex.guards.links.Link.Kind.REPLACE,
                  f.start(),
                  f.end(),
                  f.url(),
                  TextUrls.PLACEHOLDER));
        }
      }
    }

    /** The first off-list URL in a piece of text (a title, an attribute), or null. */
    String firstBad(String s) {
      for (TextUrls.Found f : TextUrls.find(s, 0, s.length(), false)) {
        if (!judge.test(f.url())) {
          return f.url();
        }
      }
      return null;
    }

    @Override
    public void visit(FencedCodeBlock block) {
      code(block);
    }

    @Override
    public void visit(IndentedCodeBlock block) {
      code(block);
    }

    private void code(Node block) {
      int[] span = judge == null ? null : span(block);
      if (span != null) {
        placeholders(span[0], span[1], true);
      }
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
        if (kind == dev.vex.guards.links.Link.Kind.MARKDOWN) {
          untitled(span, link.getTitle(), link.getDestination(), "[" + visible + "]");
        }
      }
      visitChildren(link);
    }

    /**
     * A link or image whose title holds an off-list URL (a tooltip a person can copy), and whose
     * destination is allowed, is written again without its title.
     */
    private void untitled(int[] span, String title, String destination, String label) {
      if (judge == null || title == null || !judge.test(destination)) {
        return;
      }
      String bad = firstBad(title);
      if (bad != null) {
        StringBuilder d = new StringBuilder("(<");
        for (int i = 0; i < destination.length(); i++) {
          char c = destination.charAt(i);
          if (c == '<' || c == '>' || c == '\\' || c == '&') {
            d.append('\\');
          }
          d.append(c);
        }
        add(dev.vex.guards.links.Link.Kind.REPLACE, span, bad, label + d + ">)");
      }
    }

    @Override
    public void visit(Image image) {
      int[] span = span(image);
      if (span != null) {
        String alt = childText(image);
        add(dev.vex.guards.links.Link.Kind.IMAGE, span, image.getDestination(), alt);
        untitled(span, image.getTitle(), image.getDestination(), "![" + alt + "]");
      }
      visitChildren(image);
    }

    @Override
    public void visit(LinkReferenceDefinition definition) {
      int[] span = span(definition);
      if (span != null) {
        add(dev.vex.guards.links.Link.Kind.DEFINITION, span, definition.getDestination(), "");
        String bad =
            judge == null || definition.getTitle() == null ? null : firstBad(definition.getTitle());
        if (bad != null) {
          add(dev.vex.guards.links.Link.Kind.DEFINITION, span, bad, "");
        }
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
      try {
        JsoupHtml.inline(this, html, span, literal);
      } catch (LinkageError e) {
        add(dev.vex.guards.links.Link.Kind.HTML_TAG, span, "", ""); // an unfit jsoup: distrusted
      }
    }

    @Override
    public void visit(HtmlBlock html) {
      hasHtml = true;
      int[] span = span(html);
      if (span == null) {
        return;
      }
      if (++htmlNodes > MAX_HTML_NODES || !HtmlReading.JSOUP) {
        add(dev.vex.guards.links.Link.Kind.HTML_BLOCK, span, "", "");
        return;
      }
      try {
        JsoupHtml.block(this, html, span);
      } catch (LinkageError e) {
        add(dev.vex.guards.links.Link.Kind.HTML_BLOCK, span, "", ""); // an unfit jsoup: distrusted
      }
    }

    @Override
    public void visit(Text node) {
      int[] span = span(node);
      if (span == null) {
        return;
      }
      scripts(span[0], span[1]);
      if (judge == null) {
        return;
      }
      String literal = node.getLiteral();
      boolean exact = span[1] - span[0] == literal.length() && text.startsWith(literal, span[0]);
      // Filtered in place and walked by index: this runs for every text node of the reply, and a
      // list and an iterator per node were a tenth of what a reply of many links allocated here.
      List<TextUrls.Found> bad = TextUrls.find(literal, 0, literal.length(), false);
      int offList = 0;
      for (int k = 0; k < bad.size(); k++) {
        TextUrls.Found f = bad.get(k);
        if (!judge.test(f.url())) {
          bad.set(offList++, f);
        }
      }
      while (bad.size() > offList) {
        bad.remove(bad.size() - 1);
      }
      int dangling = node.getNext() instanceof Link ? danglingScheme(literal) : -1;
      if (dangling >= 0 && (bad.isEmpty() || bad.get(bad.size() - 1).end() <= dangling)) {
        // "http:\\" right before a link: the shown text reads as one URL whose host is the
        // link's text (http:\https://… goes to a host named https)
        bad.add(new TextUrls.Found(dangling, literal.length(), ""));
      }
      if (exact) {
        for (int k = 0; k < bad.size(); k++) {
          TextUrls.Found f = bad.get(k);
          add(
              dev.vex.guards.links.Link.Kind.BARE,
              new int[] {span[0] + f.start(), span[0] + f.end()},
              f.url(),
              "");
        }
        return;
      }
      // escapes or entities: the text as read differs from its source; rewrite it whole
      if (bad.isEmpty()) {
        return;
      }
      StringBuilder kept = new StringBuilder();
      int at = 0;
      for (TextUrls.Found f : bad) {
        kept.append(escape(literal.substring(at, f.start())));
        at = f.end();
      }
      kept.append(escape(literal.substring(at)));
      add(dev.vex.guards.links.Link.Kind.REPLACE, span, bad.get(0).url(), kept.toString());
    }

    /** Where a trailing {@code scheme:} (with any slashes) starts in the text, or -1. */
    private static int danglingScheme(String s) {
      int end = s.length();
      while (end > 0 && (s.charAt(end - 1) == '/' || s.charAt(end - 1) == '\\')) {
        end--;
      }
      if (end == 0 || s.charAt(end - 1) != ':') {
        return -1;
      }
      int start = end - 1;
      while (start > 0
          && (Character.isLetterOrDigit(s.charAt(start - 1))
              || "+-.".indexOf(s.charAt(start - 1)) >= 0)
          && s.charAt(start - 1) < 0x80) {
        start--;
      }
      return start < end - 1 && Character.isLetter(s.charAt(start)) ? start : -1;
    }

    /** Text that renders as itself: every ASCII punctuation character backslash-escaped. */
    private static String escape(String s) {
      StringBuilder b = new StringBuilder(s.length() + 8);
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c < 0x7F && c > ' ' && !Character.isLetterOrDigit(c)) {
          b.append('\\');
        }
        b.append(c);
      }
      return b.toString();
    }

    @Override
    public void visit(Code code) {
      // code is shown as code, never as a link; but a person can copy and run it
      code(code);
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
    HtmlInline closing(HtmlInline open) {
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

    void add(dev.vex.guards.links.Link.Kind kind, int[] span, String url, String visible) {
      out.add(new dev.vex.guards.links.Link(kind, span[0], span[1], url, visible));
    }

    int[] span(Node node) {
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
    return safe(renderedUrls(text), allowed);
  }

  /**
   * {@link #renderedSafe(String, Predicate)} of the text a scan read, rendering the scan's parse
   * when it has one instead of parsing the text again.
   */
  static boolean renderedSafe(Scan scan, String text, Predicate<String> allowed) {
    return safe(scan.doc() == null ? renderedUrls(text) : renderedUrls(scan.doc()), allowed);
  }

  private static boolean safe(List<String> urls, Predicate<String> allowed) {
    for (String url : urls) {
      if (!allowed.test(url)) {
        return false;
      }
    }
    return true;
  }
}
