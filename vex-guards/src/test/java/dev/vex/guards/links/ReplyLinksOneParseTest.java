package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Predicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The allowlist parses a reply once per round: {@link ReplyLinks#renderedSafe(ReplyLinks.Scan,
 * String, Predicate)} renders the document the scan parsed instead of parsing the text again. The
 * property: the rendered URLs of the scan's document are those of a fresh parse, whatever the judge
 * did while collecting, so the verdict cannot change.
 */
class ReplyLinksOneParseTest {
  private static final String[] PIECES = {
    "Weather in Oslo: 12 °C.",
    " ",
    "\n",
    "\n\n",
    "<a href=\"",
    "<a href='",
    "\">",
    "'>",
    "</a>",
    "<img src=",
    "<div title=\"",
    "</div>",
    "<p>",
    "\"",
    "'",
    "https://github.com",
    "https://evil.example",
    ".evil.example",
    "www.evil.example",
    "[x](https://evil.example)",
    "[x](https://github.com)",
    "[1]: https://evil.example",
    "[1]",
    "`https://evil.example`",
    "```\nhttps://evil.example\n```",
    "<!-- ",
    " -->",
    "&quot;",
    "javascript:alert(1)",
    "> ",
    "- "
  };

  private static final Predicate<String> GITHUB_ONLY = u -> u.startsWith("https://github.com");

  @Property(tries = 3000, seed = "20261205")
  void theScansDocumentRendersAsAFreshParse(@ForAll("replies") String reply) {
    ReplyLinks.Scan scan = ReplyLinks.read(reply, false, GITHUB_ONLY);
    if (scan.doc() == null) {
      assertThat(ReplyLinks.mayHoldLinks(reply)).as(reply).isFalse();
      return;
    }
    assertThat(ReplyLinks.renderedUrls(scan.doc()))
        .as(reply)
        .isEqualTo(ReplyLinks.renderedUrls(reply));
    assertThat(ReplyLinks.renderedSafe(scan, reply, GITHUB_ONLY))
        .as(reply)
        .isEqualTo(ReplyLinks.renderedSafe(reply, GITHUB_ONLY));
  }

  @Test
  void aQuoteLeftOpenAcrossHtmlBlocksIsStillJudgedFromTheScan() {
    String reply = "<div title=\"x\n\n</div>\n\n<a href=https://evil.example>y</a>\"";
    ReplyLinks.Scan scan = ReplyLinks.read(reply, false, GITHUB_ONLY);
    assertThat(scan.doc()).isNotNull();
    assertThat(scan.hasHtml()).isTrue();
    assertThat(ReplyLinks.renderedSafe(scan, reply, GITHUB_ONLY))
        .isEqualTo(ReplyLinks.renderedSafe(reply, GITHUB_ONLY));
    String plain = "<p>See https://github.com/vex</p>";
    ReplyLinks.Scan ok = ReplyLinks.read(plain, false, GITHUB_ONLY);
    assertThat(ReplyLinks.renderedSafe(ok, plain, GITHUB_ONLY)).isTrue();
  }

  @Test
  void aScanThatSkippedTheParseStillRendersTheText() {
    String plain = "Bitcoin costs 89,369 USD right now.";
    ReplyLinks.Scan scan = ReplyLinks.read(plain, false, GITHUB_ONLY);
    assertThat(scan.doc()).isNull();
    assertThat(ReplyLinks.renderedSafe(scan, plain, GITHUB_ONLY)).isTrue();
  }

  @Provide
  Arbitrary<String> replies() {
    return Arbitraries.of(PIECES).list().ofMaxSize(10).map(ps -> String.join("", ps));
  }
}
