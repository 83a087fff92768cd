package dev.vex.tools.pdf;

import com.lowagie.text.Chunk;
import com.lowagie.text.Document;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Element;
import com.lowagie.text.Font;
import com.lowagie.text.ListItem;
import com.lowagie.text.PageSize;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfWriter;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * Renders Markdown (headings, paragraphs, bullet and numbered lists, tables, code, quotes) to PDF
 * with OpenPDF. Text is set in Liberation Sans (SIL Open Font License), the font OpenPDF ships in
 * its jar, embedded as a subset with Unicode encoding, so æøå and other non-Latin letters come out
 * and can be copied from the PDF. HTML in the input is shown as text, never interpreted.
 */
final class MarkdownPdf {
  /** Liberation Sans Regular, shipped inside the OpenPDF jar. */
  static final String FONT = "font-fallback/LiberationSans-Regular.ttf";

  /** The most table columns drawn; more would not fit an A4 page anyway. */
  static final int MAX_COLUMNS = 12;

  /** The deepest list nesting drawn as nesting; deeper items are drawn at this depth. */
  static final int MAX_DEPTH = 6;

  private static final Parser PARSER =
      Parser.builder().extensions(List.of(TablesExtension.create())).build();
  private static final byte[] FONT_BYTES;

  static {
    try (java.io.InputStream in = BaseFont.class.getResourceAsStream("/" + FONT)) {
      if (in == null) {
        throw new IllegalStateException("the PDF font " + FONT + " is missing from OpenPDF");
      }
      FONT_BYTES = in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException("the PDF font " + FONT + " could not be read", e);
    }
  }

  /** A font per document: OpenPDF's fonts record the glyphs a document uses for its subset. */
  private final BaseFont base;

  private MarkdownPdf() {
    try {
      this.base =
          BaseFont.createFont(
              FONT, BaseFont.IDENTITY_H, BaseFont.EMBEDDED, false, FONT_BYTES, null);
    } catch (IOException | DocumentException e) {
      throw new IllegalStateException("the PDF font " + FONT + " could not be loaded", e);
    }
  }

  /** A rendered PDF. */
  record Rendered(byte[] bytes, int pages) {}

  static Rendered render(String title, String markdown) {
    return new MarkdownPdf().draw(title, markdown);
  }

  private Rendered draw(String title, String markdown) {
    Node root = PARSER.parse(markdown);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Document doc = new Document(PageSize.A4, 56, 56, 56, 56);
    PdfWriter writer = PdfWriter.getInstance(doc, out);
    doc.addTitle(title);
    doc.addCreator("Vex make_pdf");
    doc.open();
    if (!title.isBlank()) {
      doc.add(paragraph(title, font(20), 12));
    }
    List<Element> blocks = new ArrayList<>();
    for (Node n = root.getFirstChild(); n != null; n = n.getNext()) {
      block(n, blocks, 0);
    }
    for (Element e : blocks) {
      doc.add(e);
    }
    if (blocks.isEmpty() && title.isBlank()) {
      doc.add(new Paragraph(" "));
    }
    int pages = writer.getPageNumber();
    doc.close();
    return new Rendered(out.toByteArray(), pages);
  }

  private void block(Node n, List<Element> out, int depth) {
    if (depth > MAX_DEPTH) {
      out.add(paragraph(inline(n), font(11), 6)); // deeper nesting is flattened to its text
      return;
    }
    if (n instanceof Heading h) {
      int size =
          switch (h.getLevel()) {
            case 1 -> 17;
            case 2 -> 15;
            case 3 -> 13;
            default -> 12;
          };
      out.add(paragraph(inline(h), font(size), 8));
    } else if (n instanceof org.commonmark.node.Paragraph p) {
      out.add(paragraph(inline(p), font(11), 6));
    } else if (n instanceof BulletList || n instanceof OrderedList) {
      out.add(list(n, depth));
    } else if (n instanceof FencedCodeBlock c) {
      out.add(code(c.getLiteral()));
    } else if (n instanceof IndentedCodeBlock c) {
      out.add(code(c.getLiteral()));
    } else if (n instanceof HtmlBlock h) {
      out.add(paragraph(h.getLiteral(), font(11), 6));
    } else if (n instanceof BlockQuote q) {
      for (Node c = q.getFirstChild(); c != null; c = c.getNext()) {
        List<Element> inner = new ArrayList<>();
        block(c, inner, depth + 1);
        for (Element e : inner) {
          if (e instanceof Paragraph para) {
            para.setIndentationLeft(24);
          }
          out.add(e);
        }
      }
    } else if (n instanceof TableBlock t) {
      out.add(table(t));
    } else if (n instanceof ThematicBreak) {
      out.add(paragraph("", font(11), 6));
    }
  }

  private com.lowagie.text.List list(Node listNode, int depth) {
    boolean numbered = listNode instanceof OrderedList;
    com.lowagie.text.List list = new com.lowagie.text.List(numbered, 14);
    if (!numbered) {
      list.setListSymbol(new Chunk("•  ", font(11)));
    } else {
      Integer start = ((OrderedList) listNode).getMarkerStartNumber();
      list.setFirst(start == null ? 1 : start);
    }
    list.setIndentationLeft(Math.min(depth, MAX_DEPTH) * 14f);
    for (Node item = listNode.getFirstChild(); item != null; item = item.getNext()) {
      ListItem li = new ListItem("", font(11));
      for (Node c = item.getFirstChild(); c != null; c = c.getNext()) {
        if ((c instanceof BulletList || c instanceof OrderedList) && depth < MAX_DEPTH) {
          li.add(list(c, depth + 1));
        } else {
          li.add(new Chunk(inline(c), font(11)));
        }
      }
      list.add(li);
    }
    return list;
  }

  private PdfPTable code(String literal) {
    PdfPTable t = new PdfPTable(1);
    t.setWidthPercentage(100);
    t.setSpacingAfter(6);
    PdfPCell cell = new PdfPCell(new Paragraph(literal.stripTrailing(), font(9)));
    cell.setBackgroundColor(new Color(0xf2, 0xf2, 0xf2));
    cell.setBorderColor(new Color(0xdd, 0xdd, 0xdd));
    cell.setPadding(6);
    t.addCell(cell);
    return t;
  }

  private PdfPTable table(TableBlock block) {
    List<List<String>> rows = new ArrayList<>();
    List<Boolean> header = new ArrayList<>();
    block.accept(
        new AbstractVisitor() {
          @Override
          public void visit(org.commonmark.node.CustomNode node) {
            if (node instanceof TableRow) {
              List<String> row = new ArrayList<>();
              for (Node c = node.getFirstChild(); c != null; c = c.getNext()) {
                if (c instanceof TableCell) {
                  row.add(inline(c));
                }
              }
              rows.add(row);
              header.add(node.getParent() instanceof TableHead);
            } else {
              visitChildren(node);
            }
          }
        });
    int columns = Math.min(MAX_COLUMNS, rows.stream().mapToInt(List::size).max().orElse(1));
    PdfPTable t = new PdfPTable(Math.max(1, columns));
    t.setWidthPercentage(100);
    t.setSpacingBefore(4);
    t.setSpacingAfter(8);
    for (int r = 0; r < rows.size(); r++) {
      List<String> row = rows.get(r);
      for (int c = 0; c < columns; c++) {
        PdfPCell cell = new PdfPCell(new Paragraph(c < row.size() ? row.get(c) : "", font(10)));
        cell.setPadding(4);
        if (header.get(r)) {
          cell.setBackgroundColor(new Color(0xe8, 0xe8, 0xe8));
        }
        t.addCell(cell);
      }
      if (header.get(r)) {
        t.setHeaderRows(r + 1);
      }
    }
    return t;
  }

  /**
   * The text of a node and everything under it: emphasis kept as text, line breaks as breaks. Walks
   * with its own stack, so deeply nested input cannot overflow the thread's.
   */
  private static String inline(Node root) {
    StringBuilder sb = new StringBuilder();
    java.util.ArrayDeque<Node> stack = new java.util.ArrayDeque<>();
    for (Node c = root.getLastChild(); c != null; c = c.getPrevious()) {
      stack.push(c);
    }
    if (root instanceof Text || root instanceof Code || root instanceof HtmlInline) {
      stack.push(root);
    }
    while (!stack.isEmpty()) {
      Node n = stack.pop();
      if (n instanceof Text t) {
        sb.append(t.getLiteral());
      } else if (n instanceof Code c) {
        sb.append(c.getLiteral());
      } else if (n instanceof SoftLineBreak) {
        sb.append(' ');
      } else if (n instanceof HardLineBreak) {
        sb.append('\n');
      } else if (n instanceof HtmlInline h) {
        sb.append(h.getLiteral());
      } else if (n instanceof FencedCodeBlock f) {
        sb.append(f.getLiteral());
      } else if (n instanceof IndentedCodeBlock i) {
        sb.append(i.getLiteral());
      } else if (n instanceof HtmlBlock h) {
        sb.append(h.getLiteral());
      } else {
        if (n instanceof org.commonmark.node.Block
            && sb.length() > 0
            && !Character.isWhitespace(sb.charAt(sb.length() - 1))) {
          sb.append(' ');
        }
        for (Node c = n.getLastChild(); c != null; c = c.getPrevious()) {
          stack.push(c);
        }
      }
    }
    return sb.toString();
  }

  private Paragraph paragraph(String text, Font font, float after) {
    Paragraph p = new Paragraph(text.isEmpty() ? " " : text, font);
    p.setSpacingAfter(after);
    return p;
  }

  private Font font(float size) {
    return new Font(base, size);
  }
}
