package dev.vex.examples;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * A reply's Markdown, parsed with commonmark-java (and its GFM tables), as a tree of the few
 * elements the page may make: {@code {"t": tag, "c": [children]}} or {@code {"t": "text", "v":
 * text}}. The page builds each element itself and sets every text as text, so nothing of the reply
 * is ever parsed as HTML there.
 *
 * <p>Tags: {@code p}, {@code h1} to {@code h6}, {@code ul}, {@code ol} (with {@code start}), {@code
 * li}, {@code blockquote}, {@code pre}, {@code code}, {@code em}, {@code strong}, {@code a} (with
 * {@code href}), {@code table}, {@code thead}, {@code tbody}, {@code tr}, {@code th}, {@code td},
 * {@code hr}, {@code br}. HTML in the reply (blocks or inline) stays visible text; an image is
 * never an image, only its description as a link; a link whose destination, read as a browser reads
 * it, is not http, https or a path on this server is text. Nesting deeper than {@value #MAX_DEPTH}
 * is flattened to text.
 */
final class ReplyMarkdown {
  /** How deep elements may nest; deeper content is shown as its text. */
  static final int MAX_DEPTH = 24;

  private static final Parser PARSER =
      Parser.builder().extensions(List.of(TablesExtension.create())).build();

  private ReplyMarkdown() {}

  /** The blocks of a reply, as the page renders them. */
  static JsonArray blocks(String markdown) {
    Node document = PARSER.parse(markdown);
    JsonArray out = new JsonArray();
    children(document, out, 0);
    return out;
  }

  private static void children(Node parent, JsonArray out, int depth) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      node(n, out, depth);
    }
  }

  private static void node(Node n, JsonArray out, int depth) {
    if (depth >= MAX_DEPTH) {
      out.add(text(plain(n)));
      return;
    }
    if (n instanceof Text t) {
      out.add(text(t.getLiteral()));
    } else if (n instanceof Code c) {
      out.add(element("code", text(c.getLiteral())));
    } else if (n instanceof HtmlInline h) {
      out.add(text(h.getLiteral()));
    } else if (n instanceof HtmlBlock h) {
      out.add(element("p", text(h.getLiteral().strip())));
    } else if (n instanceof FencedCodeBlock f) {
      out.add(element("pre", text(f.getLiteral())));
    } else if (n instanceof IndentedCodeBlock i) {
      out.add(element("pre", text(i.getLiteral())));
    } else if (n instanceof SoftLineBreak) {
      out.add(text("\n"));
    } else if (n instanceof HardLineBreak) {
      out.add(element("br"));
    } else if (n instanceof ThematicBreak) {
      out.add(element("hr"));
    } else if (n instanceof Link l) {
      String href = safeHref(l.getDestination());
      if (href == null) {
        children(n, out, depth); // the words of the link, without the link
      } else {
        JsonObject a = container("a", n, depth);
        a.addProperty("href", href);
        out.add(a);
      }
    } else if (n instanceof Image i) {
      String alt = plain(i);
      String href = safeHref(i.getDestination());
      String label = alt.isBlank() ? "image" : alt;
      if (href == null) {
        out.add(text(label));
      } else {
        JsonObject a = element("a", text(label));
        a.addProperty("href", href);
        out.add(a);
      }
    } else if (n instanceof OrderedList o) {
      JsonObject ol = container("ol", n, depth);
      Integer start = o.getMarkerStartNumber();
      if (start != null && start != 1) {
        ol.addProperty("start", start);
      }
      out.add(ol);
    } else if (n instanceof TableCell c) {
      JsonObject cell = container(c.isHeader() ? "th" : "td", n, depth);
      if (c.getAlignment() != null) {
        cell.addProperty("align", c.getAlignment().name().toLowerCase(Locale.ROOT));
      }
      out.add(cell);
    } else {
      String tag = tag(n);
      if (tag == null) {
        children(n, out, depth); // an unknown container: its content, as text and known elements
      } else {
        out.add(container(tag, n, depth));
      }
    }
  }

  private static String tag(Node n) {
    if (n instanceof Paragraph) {
      return "p";
    } else if (n instanceof Heading h) {
      return "h" + Math.max(1, Math.min(6, h.getLevel()));
    } else if (n instanceof BulletList) {
      return "ul";
    } else if (n instanceof ListItem) {
      return "li";
    } else if (n instanceof BlockQuote) {
      return "blockquote";
    } else if (n instanceof Emphasis) {
      return "em";
    } else if (n instanceof StrongEmphasis) {
      return "strong";
    } else if (n instanceof TableBlock) {
      return "table";
    } else if (n instanceof TableHead) {
      return "thead";
    } else if (n instanceof TableBody) {
      return "tbody";
    } else if (n instanceof TableRow) {
      return "tr";
    }
    return null;
  }

  private static JsonObject container(String tag, Node n, int depth) {
    JsonObject o = new JsonObject();
    o.addProperty("t", tag);
    JsonArray c = new JsonArray();
    children(n, c, depth + 1);
    o.add("c", c);
    return o;
  }

  private static JsonObject element(String tag, JsonObject... children) {
    JsonObject o = new JsonObject();
    o.addProperty("t", tag);
    JsonArray c = new JsonArray();
    for (JsonObject child : children) {
      c.add(child);
    }
    o.add("c", c);
    return o;
  }

  private static JsonObject text(String value) {
    JsonObject o = new JsonObject();
    o.addProperty("t", "text");
    o.addProperty("v", value);
    return o;
  }

  /** The text of a node and everything under it, as a reader sees it. */
  private static String plain(Node n) {
    StringBuilder sb = new StringBuilder();
    plain(n, sb);
    return sb.toString();
  }

  private static void plain(Node n, StringBuilder sb) {
    if (n instanceof Text t) {
      sb.append(t.getLiteral());
    } else if (n instanceof Code c) {
      sb.append(c.getLiteral());
    } else if (n instanceof HtmlInline h) {
      sb.append(h.getLiteral());
    } else if (n instanceof HtmlBlock h) {
      sb.append(h.getLiteral());
    } else if (n instanceof FencedCodeBlock f) {
      sb.append(f.getLiteral());
    } else if (n instanceof IndentedCodeBlock i) {
      sb.append(i.getLiteral());
    } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
      sb.append('\n');
    }
    for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
      plain(c, sb);
    }
  }

  /**
   * The destination as a link the page may make, or null: http and https URLs, and absolute paths
   * on this server. The destination is read as a browser reads it: commonmark-java has already
   * undone Markdown's escapes and HTML entities, and a browser drops tabs and newlines anywhere in
   * a URL and leading and trailing spaces and control characters before it reads the scheme.
   */
  static String safeHref(String destination) {
    if (destination == null) {
      return null;
    }
    String d = destination.replaceAll("[\\t\\n\\r]", "");
    d = d.replaceAll("^[\\x00-\\x20]+|[\\x00-\\x20]+$", "");
    if (d.isEmpty()) {
      return null;
    }
    if (d.startsWith("/") && !d.startsWith("//") && !d.startsWith("/\\")) {
      return d.indexOf('\\') < 0 ? d : null;
    }
    try {
      URI u = new URI(d);
      String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
      if ((scheme.equals("http") || scheme.equals("https")) && u.getRawAuthority() != null) {
        return d;
      }
    } catch (URISyntaxException e) {
      return null;
    }
    return null;
  }
}
