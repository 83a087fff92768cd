package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.testkit.CpuBudget;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplyLinksTest {

  private static List<String> urls(String text) {
    return ReplyLinks.scan(text, false).stream().map(Link::url).toList();
  }

  @Test
  void findsEveryKindOfLinkWithItsTextAndSpan() {
    String text =
        "[Title](https://a.example/x) ![alt](https://b.example/i.png) <https://c.example>"
            + " <a href=\"https://d.example\">D <b>text</b></a> https://e.example/y.";

    List<Link> links = ReplyLinks.scan(text, false);

    assertThat(links)
        .extracting(Link::kind, Link::url, Link::text)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(Link.Kind.MARKDOWN, "https://a.example/x", "Title"),
            org.assertj.core.groups.Tuple.tuple(Link.Kind.IMAGE, "https://b.example/i.png", "alt"),
            org.assertj.core.groups.Tuple.tuple(Link.Kind.AUTOLINK, "https://c.example", ""),
            org.assertj.core.groups.Tuple.tuple(Link.Kind.HTML, "https://d.example", "D text"),
            org.assertj.core.groups.Tuple.tuple(Link.Kind.BARE, "https://e.example/y", ""));
    assertThat(text.substring(links.get(0).start(), links.get(0).end()))
        .isEqualTo("[Title](https://a.example/x)");
    assertThat(text.substring(links.get(1).start(), links.get(1).end()))
        .isEqualTo("![alt](https://b.example/i.png)");
  }

  @Test
  void balancedParenthesesBelongToTheUrlAndTrailingPunctuationDoesNot() {
    assertThat(urls("See https://en.wikipedia.org/wiki/Oslo_(city), then."))
        .containsExactly("https://en.wikipedia.org/wiki/Oslo_(city)");
    assertThat(urls("(see https://a.example/x).")).containsExactly("https://a.example/x");
    assertThat(urls("[w](https://a.example/b_(c)_d) ok"))
        .containsExactly("https://a.example/b_(c)_d");
    assertThat(urls("Go to https://a.example/x?!\" now")).containsExactly("https://a.example/x");
    assertThat(urls("url「https://a.example/x」")).containsExactly("https://a.example/x」");
  }

  @Test
  void otherSchemesAndWwwAreLinksToo() {
    assertThat(urls("[x](javascript:alert(1)) ftp://f.example/a www.w.example <mailto:a@b.c>"))
        .containsExactly(
            "javascript:alert(1)", "ftp://f.example/a", "http://www.w.example", "mailto:a@b.c");
  }

  @Test
  void textThatOnlyLooksLikeALinkIsNot() {
    assertThat(urls("[not a link] (nor this) <b>bold</b> a<3 http: www. Node.js x://")).isEmpty();
  }

  @Test
  void adversarialTextIsScannedInBoundedTime() {
    String hostile =
        "[a](".repeat(50_000)
            + "[".repeat(50_000)
            + "<a href=x>".repeat(20_000)
            + "http://a".repeat(20_000)
            + "(((((".repeat(20_000);

    List<Link> links =
        CpuBudget.within(Duration.ofSeconds(60), () -> ReplyLinks.scan(hostile, false));

    assertThat(links).isNotEmpty();
  }
}
