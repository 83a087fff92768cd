package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link ReplyLinks#read} skips the Markdown parse when {@link ReplyLinks#mayHoldLinks} says the
 * text cannot hold a link. The property: whenever it says so, the full parse (commonmark with
 * autolink, jsoup for HTML, the script-URL scan) finds no link and no HTML either. Replies are
 * built from pieces near every trigger (colons after digits and letters, dots after w, schemes,
 * brackets, entities, escapes).
 */
class ReplyLinksShortcutTest {
  private static final String[] PIECES = {
    "Bitcoin",
    "costs",
    "89,369",
    "USD",
    "12",
    ":",
    "00",
    "::",
    ":/",
    "://",
    "http",
    "https",
    "javascript",
    "JavaScript",
    "data",
    "vbscript",
    "www",
    "ww",
    "w",
    "WWW",
    ".",
    "..",
    "example",
    "com",
    "x.com",
    "/",
    "\\",
    "(",
    ")",
    "]",
    "[",
    "![",
    "[x]",
    "]:",
    "[a](",
    "&lt;",
    "&#91;",
    "&#60;",
    "&colon;",
    "%3A",
    "mailto",
    "at",
    "#",
    "*",
    "_",
    "`",
    "!",
    "\n",
    "\n\n",
    " ",
    "  ",
    "\t",
    "-",
    "|",
    "'",
    "\"",
    "=",
    "?",
    "&",
    ";",
    "1.",
    "2)",
    ">",
    "    "
  };

  @Property(tries = 5000, seed = "20261203")
  void aTextSaidToHoldNoLinksHoldsNone(@ForAll("replies") String reply) {
    if (!ReplyLinks.mayHoldLinks(reply)) {
      ReplyLinks.Scan full = ReplyLinks.readFully(reply, false);
      assertThat(full.links()).as(reply).isEmpty();
      assertThat(full.hasHtml()).as(reply).isFalse();
      assertThat(ReplyLinks.renderedUrls(reply)).as(reply).isEmpty();
    }
  }

  @Test
  void plainRepliesSkipTheParseAndLinksDoNot() {
    assertThat(ReplyLinks.mayHoldLinks("Bitcoin costs 89,369 USD right now.")).isFalse();
    assertThat(ReplyLinks.mayHoldLinks("It is 12:00 in Oslo.")).isFalse();
    // a bracket never closed, or closed before it opens, makes no link (issue 24: a megabyte of
    // "[*_**(" was parsed whole for nothing)
    assertThat(ReplyLinks.mayHoldLinks("[*_**(".repeat(1000))).isFalse();
    assertThat(ReplyLinks.mayHoldLinks("] then [ and (")).isFalse();
    for (String linked :
        new String[] {
          "see https://evil.example",
          "see www.evil.example",
          "mail me@evil.example",
          "[x](/y)",
          "[x]",
          "[ [*_**( ] (/y)",
          "<a href=x>",
          "javascript:alert(1)",
          "Note:data:text/html,x",
          "Ｗｗｗ．evil.example",
          "evil\uFF0Eexample"
        }) {
      assertThat(ReplyLinks.mayHoldLinks(linked)).as(linked).isTrue();
    }
    assertThat(ReplyLinks.read("see https://evil.example now", false).links()).hasSize(1);
  }

  @Provide
  Arbitrary<String> replies() {
    return Arbitraries.of(PIECES).list().ofMaxSize(12).map(ps -> String.join("", ps));
  }
}
