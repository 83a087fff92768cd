package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ReplyMarkdown} on the Markdown a model writes and on the Markdown an attacker puts in a
 * reply: only the allowed elements come out, HTML stays text, and only http(s) links (and this
 * server's own paths) are links, judged after commonmark-java's unescaping as a browser reads them.
 */
class ReplyMarkdownTest {
  private static final java.util.Set<String> ALLOWED =
      java.util.Set.of(
          "text",
          "p",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "ul",
          "ol",
          "li",
          "blockquote",
          "pre",
          "code",
          "em",
          "strong",
          "a",
          "table",
          "thead",
          "tbody",
          "tr",
          "th",
          "td",
          "hr",
          "br");

  @Test
  void headingsListsEmphasisCodeTablesAndLinksBecomeTheirElements() {
    JsonArray blocks =
        ReplyMarkdown.blocks(
            "## Oslo today\n\n"
                + "- **Now:** 9 °C\n- *Wind:* 4 m/s\n\n"
                + "3. third\n4. fourth\n\n"
                + "Run `mvn test`:\n\n```\nmvn -o test\n```\n\n"
                + "| City | °C |\n|:--|--:|\n| Oslo | 9 |\n\n"
                + "See [yr.no](https://www.yr.no/en) and [the PDF](/files/abc).");
    assertThat(tags(blocks))
        .contains(
            "h2", "ul", "li", "strong", "em", "ol", "code", "pre", "table", "thead", "tbody", "tr",
            "th", "td", "a");
    assertThat(find(blocks, "ol").get(0).get("start").getAsInt()).isEqualTo(3);
    assertThat(hrefs(blocks)).containsExactly("https://www.yr.no/en", "/files/abc");
    assertThat(find(blocks, "th").get(1).get("align").getAsString()).isEqualTo("right");
    assertThat(text(find(blocks, "pre").get(0))).isEqualTo("mvn -o test\n");
  }

  @Test
  void htmlScriptsImagesAndJavascriptLinksNeverBecomeElementsOrLinks() {
    String attack =
        "<script>window.pwned=1</script>\n\n"
            + "<img src=x onerror=\"window.pwned=2\">\n\n"
            + "Inline <b onmouseover=\"window.pwned=3\">bold</b> and <a href=\"javascript:x\">a</a>\n\n"
            + "[click](javascript:alert(1)) [enc](jav&#x61;script:alert(2))"
            + " [esc](java\\script:alert(3)) [tab](java%09script:alert(4))"
            + " [case](JaVaScRiPt:alert(5)) [space]( javascript:alert(6))"
            + " [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)"
            + " [proto](//evil.example/x) [back](/\\evil.example) [file](file:///etc/passwd)"
            + " <javascript:alert(7)> [ref][r]\n\n"
            + "![pic](javascript:alert(8)) ![x](https://evil.example/track.png)\n\n"
            + "[r]: javascript:alert(9)\n";
    JsonArray blocks = ReplyMarkdown.blocks(attack);
    assertThat(tags(blocks)).isSubsetOf(ALLOWED).doesNotContain("img", "script", "b");
    // The one http(s) destination is the image's, shown as a link with its description.
    assertThat(hrefs(blocks)).containsExactly("https://evil.example/track.png");
    String all = text(blocks);
    assertThat(all)
        .contains("<script>window.pwned=1</script>")
        .contains("<img src=x onerror=\"window.pwned=2\">")
        .contains("<b onmouseover=\"window.pwned=3\">")
        .contains("click")
        .contains("pic");
  }

  @Test
  void deepNestingIsFlattenedNotAStackOverflow() {
    JsonArray blocks = ReplyMarkdown.blocks(">".repeat(5_000) + " deep\n\n" + "*".repeat(3_000));
    assertThat(depth(blocks)).isLessThanOrEqualTo(2 * ReplyMarkdown.MAX_DEPTH + 4);
    assertThat(text(blocks)).contains("deep");
  }

  @Test
  void safeHrefReadsTheDestinationAsABrowserDoes() {
    assertThat(ReplyMarkdown.safeHref("https://example.com/a?b=c"))
        .isEqualTo("https://example.com/a?b=c");
    assertThat(ReplyMarkdown.safeHref(" http://example.com ")).isEqualTo("http://example.com");
    assertThat(ReplyMarkdown.safeHref("\u0001java\tscript:alert(1)")).isNull();
    assertThat(ReplyMarkdown.safeHref("https:evil")).isNull();
    assertThat(ReplyMarkdown.safeHref("//evil.example")).isNull();
    assertThat(ReplyMarkdown.safeHref("/\\evil.example")).isNull();
    assertThat(ReplyMarkdown.safeHref("mailto:a@b")).isNull();
  }

  private static List<String> tags(JsonElement e) {
    List<String> out = new ArrayList<>();
    walk(e, o -> out.add(o.get("t").getAsString()));
    return out;
  }

  private static List<String> hrefs(JsonElement e) {
    List<String> out = new ArrayList<>();
    walk(
        e,
        o -> {
          if (o.has("href")) {
            out.add(o.get("href").getAsString());
          }
        });
    return out;
  }

  private static List<JsonObject> find(JsonElement e, String tag) {
    List<JsonObject> out = new ArrayList<>();
    walk(
        e,
        o -> {
          if (o.get("t").getAsString().equals(tag)) {
            out.add(o);
          }
        });
    return out;
  }

  private static String text(JsonElement e) {
    StringBuilder sb = new StringBuilder();
    walk(
        e,
        o -> {
          if (o.has("v")) {
            sb.append(o.get("v").getAsString());
          }
        });
    return sb.toString();
  }

  private static int depth(JsonElement e) {
    if (e.isJsonArray()) {
      int d = 0;
      for (JsonElement c : e.getAsJsonArray()) {
        d = Math.max(d, depth(c));
      }
      return d + 1;
    }
    if (e.isJsonObject() && e.getAsJsonObject().has("c")) {
      return 1 + depth(e.getAsJsonObject().get("c"));
    }
    return 0;
  }

  private static void walk(JsonElement e, java.util.function.Consumer<JsonObject> each) {
    if (e.isJsonArray()) {
      for (JsonElement c : e.getAsJsonArray()) {
        walk(c, each);
      }
    } else if (e.isJsonObject()) {
      JsonObject o = e.getAsJsonObject();
      each.accept(o);
      if (o.has("c")) {
        walk(o.get("c"), each);
      }
    }
  }
}
