package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * jsoup is an optional dependency of the guards (#23): an application without it gets every piece
 * of raw HTML removed unread by the URL allowlist, whatever its links, and never an error. Each
 * reply is judged twice, by the guards loaded without jsoup and by the guards of this class path
 * (with jsoup), so that each test also shows what jsoup's absence changes.
 */
class WithoutJsoupTest {
  private static URLClassLoader loader;
  private static Class<?> without;

  private static final Parser PARSER =
      Parser.builder().extensions(List.of(AutolinkExtension.create())).build();

  @BeforeAll
  @BeforeContainer
  static void load() throws Exception {
    if (loader != null) {
      return;
    }
    loader = WithoutJsoup.loader();
    without = loader.loadClass(WithoutJsoup.class.getName());
  }

  @AfterAll
  @AfterContainer
  static void close() throws Exception {
    if (loader != null) {
      loader.close();
      loader = null;
    }
  }

  @SuppressWarnings("unchecked")
  private static List<String> call(String method, String reply) throws Exception {
    Method m = without.getMethod(method, String.class);
    return (List<String>) m.invoke(null, reply);
  }

  @Test
  void theGuardsLoadedWithoutJsoupFindItMissing() throws Exception {
    assertThat(without.getClassLoader()).isSameAs(loader);
    assertThat((boolean) without.getMethod("jsoup").invoke(null)).isFalse();
    assertThat(WithoutJsoup.jsoup()).isTrue();
  }

  @Test
  void anAllowedAnchorInRawHtmlGoesWithItsTagsButKeepsItsText() throws Exception {
    String reply = "Prices: <a href=\"https://www.coingecko.com/en\">CoinGecko</a> today.";

    assertThat(WithoutJsoup.allowlist(reply).get(1)).isEqualTo(reply);
    List<String> verdict = call("allowlist", reply);
    assertThat(verdict.get(1)).isEqualTo("Prices: CoinGecko today.");
    assertThat(verdict.get(2)).contains("raw HTML");
  }

  @Test
  void offListUrlsInRawHtmlNeverReachTheUser() throws Exception {
    String reply =
        "Look <img src=\"https://evil.example/p.png\" alt=\"x\"> here.\n\n"
            + "<div>\n<a href=\"https://evil.example/a\">more</a>\n</div>\n\n"
            + "And [a source](https://www.coingecko.com/en).";

    String with = WithoutJsoup.allowlist(reply).get(1);
    String text = call("allowlist", reply).get(1);

    assertThat(with).doesNotContain("evil.example");
    assertThat(text)
        .doesNotContain("evil.example")
        .doesNotContain("<")
        .contains("Look")
        .contains("here.")
        .contains("[a source](https://www.coingecko.com/en)");
    assertThat(text).isNotEqualTo(with);
  }

  @Test
  void aReplyWithoutRawHtmlIsJudgedAsWithJsoup() throws Exception {
    String reply =
        "See https://evil.example/x and [CoinGecko](https://www.coingecko.com/en), or"
            + " `curl https://evil.example/y`.";

    assertThat(call("allowlist", reply)).isEqualTo(WithoutJsoup.allowlist(reply));
    assertThat(call("allowlist", reply).get(1)).doesNotContain("evil.example");
  }

  @Test
  void theLinkCheckLeavesRawHtmlUncheckedInsteadOfFailing() throws Exception {
    String reply = "A <a href=\"https://gone.example/\">dead link</a> and https://live.example/.";

    assertThat(WithoutJsoup.links(reply)).contains("HTML https://gone.example/");
    assertThat(call("links", reply))
        .doesNotContain("HTML https://gone.example/")
        .contains("BARE https://live.example/");
  }

  @Provide
  Arbitrary<String> replies() {
    return new RenderedLinksPropertyTest().replies();
  }

  /**
   * For any reply built from attackers' pieces (those of {@link RenderedLinksPropertyTest}), the
   * guards without jsoup never fail, leave no raw HTML that a Markdown renderer would pass on, and
   * every host a person can reach or copy from the rendered reply, read with jsoup and galimatias
   * in this class loader, is allowed.
   */
  @Property(seed = "20261206")
  void withoutJsoupAGuardedReplyHoldsNoRawHtmlAndOnlyAllowedHosts(@ForAll("replies") String reply)
      throws Exception {
    List<String> verdict = call("allowlist", reply);
    String guarded = verdict.get(1);

    assertThat(verdict.get(2)).doesNotContain("failed");
    List<String> html = new ArrayList<>();
    PARSER
        .parse(guarded)
        .accept(
            new AbstractVisitor() {
              @Override
              public void visit(HtmlInline node) {
                html.add(node.getLiteral());
              }

              @Override
              public void visit(HtmlBlock node) {
                html.add(node.getLiteral());
              }
            });
    assertThat(html).as("raw HTML in %s", guarded).isEmpty();
    List<String> hosts = new ArrayList<>();
    for (String view : BrowserView.views(guarded)) {
      hosts.addAll(BrowserView.hosts(view));
    }
    hosts.replaceAll(h -> h.endsWith(".") ? h.substring(0, h.length() - 1) : h);
    hosts.removeIf(h -> !h.matches("[a-z0-9.-]*|\\[[0-9a-f:.]*\\]"));
    assertThat(hosts)
        .as("hosts in %s", guarded)
        .allSatisfy(
            h ->
                assertThat(
                        h.equals("base.invalid")
                            || h.isEmpty()
                            || UrlAllowlistGuard.DEFAULT_DOMAINS.stream()
                                .anyMatch(d -> h.equals(d) || h.endsWith("." + d)))
                    .as(h)
                    .isTrue());
  }
}
