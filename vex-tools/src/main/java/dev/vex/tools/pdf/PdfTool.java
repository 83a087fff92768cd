package dev.vex.tools.pdf;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.store.FileStore;
import dev.vex.tools.store.StoredFile;
import java.time.Duration;
import java.util.Objects;

/**
 * {@code make_pdf}: Markdown-like text (headings, paragraphs, lists, tables, code, æøå and other
 * non-Latin letters) to a PDF rendered with OpenPDF, kept in a {@link FileStore}. The tool reports
 * the stored file as an artefact, so its id and link reach the reply even when the model fails
 * afterwards. Immutable and thread-safe.
 */
public final class PdfTool {
  /** The tool's name. */
  public static final String MAKE_PDF = "make_pdf";

  /** The largest input, in characters. */
  public static final int MAX_INPUT = 100_000;

  private PdfTool() {}

  /**
   * Creates {@code make_pdf} over a store.
   *
   * @param store where PDFs are kept
   * @return the tool
   */
  public static Tool create(FileStore store) {
    Objects.requireNonNull(store, "store");
    return new Tool(
        MAKE_PDF,
        "Make a PDF from Markdown text and save it.",
        ObjectSchema.builder()
            .requiredString("title", "document title")
            .requiredString("content", "Markdown text")
            .build(),
        args -> {
          String title = args.string("title").strip();
          String content = args.string("content");
          if (title.length() > 200) {
            throw new IllegalArgumentException("the title may have at most 200 characters");
          }
          if (content.length() > MAX_INPUT) {
            throw new IllegalArgumentException(
                "the content has " + content.length() + " characters; the limit is " + MAX_INPUT);
          }
          MarkdownPdf.Rendered pdf = MarkdownPdf.render(title, content);
          StoredFile file = store.put(fileName(title), "application/pdf", pdf.bytes());
          args.reportArtefact(file.toArtefact());
          return "Saved the PDF \""
              + file.name()
              + "\" ("
              + pdf.pages()
              + (pdf.pages() == 1 ? " page" : " pages")
              + "): "
              + file.link();
        },
        Duration.ofSeconds(30));
  }

  static String fileName(String title) {
    String base = title.replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
    if (base.isEmpty()) {
      base = "document";
    }
    return (base.length() > 60 ? base.substring(0, 60) : base) + ".pdf";
  }
}
