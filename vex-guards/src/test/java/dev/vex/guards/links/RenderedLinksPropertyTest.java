package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.commonmark.ext.autolink.AutolinkExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/**
 * The URL allowlist's promise, as a property: for any reply, once guarded, rendering it with
 * commonmark-java plus autolink and reading every {@code href} and {@code src} with jsoup yields
 * only allowed hosts. Replies are built from pieces that attackers and small models use; a fixed
 * seed keeps the suite repeatable, {@code mvn -P fuzz} runs many more tries.
 */
class RenderedLinksPropertyTest {
  private static final UrlAllowlistGuard GUARD = UrlAllowlistGuard.defaults();

  /** The same guard judging every reply as one past the Markdown limit: as plain text. */
  private static final UrlAllowlistGuard PLAIN =
      UrlAllowlistGuard.builder().defaults().markdownLimit(0).build();

  private static final Parser PARSER =
      Parser.builder().extensions(List.of(AutolinkExtension.create())).build();
  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder().extensions(List.of(AutolinkExtension.create())).build();

  private static final String[] PIECES = {
    "https://github.com",
    "https://www.coingecko.com/en",
    "https://evil.example",
    "http://127.1",
    "www.",
    "evil.example",
    "github.com",
    "/",
    "\\",
    "\\.",
    "\\@",
    "@",
    ".",
    "\u3002",
    "\uFF0E",
    "\uFF61",
    "\u200B",
    "\u00AD",
    "%2E",
    "%40",
    "\t",
    "\n",
    "\n\n",
    " ",
    "[",
    "]",
    "(",
    ")",
    "](",
    "![",
    "<",
    ">",
    "<a href=\"",
    "<a data-href=\"https://github.com\" title=\"https://github.com\" href=\"",
    "\">",
    "</a>",
    "<img src=",
    "<div>",
    "<div title=\"",
    "\"",
    "'",
    "&#46;",
    "&period;",
    "javascript:",
    "JaVaScRiPt:",
    "data:text/html,",
    "vbscript:",
    "alert(1)",
    "mailto:",
    "x@evil.example",
    "[r]: ",
    "[r]",
    "`",
    "*",
    "_",
    "> ",
    "- ",
    "1. ",
    "    ",
    "Bitcoin is $86,123.",
    "see ",
    // issue 22 §3: code, attributes a person can copy, browser-only URL forms, bare domains
    "```\n",
    "~~~\n",
    "``",
    "curl ",
    " | sh",
    "<pre><code>",
    "</code></pre>",
    "<span title=\"",
    "<span data-url=\"",
    "<abbr title='",
    "\" style=\"background:URL(",
    "<img srcset=\"https://github.com/a.png 1x, ",
    "\" ping=\"",
    " \"",
    "http:\\\\",
    "https:/\\",
    "HTTPS://",
    "EVIL.EXAMPLE",
    "Evil.Example/x",
    "www.EvIl.example",
    "ftp://",
    "git://",
    "_",
  };

  @Provide
  Arbitrary<String> replies() {
    Arbitrary<String> piece = Arbitraries.of(PIECES);
    Arbitrary<String> noise = Arbitraries.strings().ofMaxLength(6);
    return Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(9, piece), net.jqwik.api.Tuple.of(1, noise))
        .list()
        .ofMinSize(1)
        .ofMaxSize(40)
        .map(parts -> String.join("", parts));
  }

  @Property(seed = "20261203")
  void aGuardedReplyRendersOnlyAllowedHosts(@ForAll("replies") String reply) throws Exception {
    rendersOnlyAllowedHosts(GUARD, reply);
  }

  @Property(seed = "20261203")
  void aReplyReadAsPlainTextRendersOnlyAllowedHosts(@ForAll("replies") String reply)
      throws Exception {
    rendersOnlyAllowedHosts(PLAIN, reply);
  }

  private static void rendersOnlyAllowedHosts(UrlAllowlistGuard guard, String reply)
      throws Exception {
    String guarded = Turns.after(guard, reply, Turns.turnWithLinks(List.of()));

    assertThat(renderedDestinations(guarded))
        .as("rendered from %s", guarded)
        .allSatisfy(url -> assertThat(allowedHost(url)).as(url).isTrue());
  }

  @Property(seed = "20261203")
  void theGuardNeverFailsOpen(@ForAll("replies") String reply) {
    GuardVerdict verdict = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(verdict.reason()).doesNotContain("failed");
  }

  @Property(seed = "20261203")
  void thePlainTextReadingNeverFailsOpen(@ForAll("replies") String reply) {
    GuardVerdict verdict = PLAIN.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(verdict.reason()).doesNotContain("failed");
  }

  /**
   * The issue 22 §3 property, judged independently of the guard's parser: once guarded, every host
   * a person could reach or copy from the rendered reply (any attribute, any text, code included),
   * read by galimatias (a WHATWG URL parser, as a browser reads URLs), is allowed.
   */
  @Property(seed = "20261204")
  void everyHostAPersonCanReachOrCopyIsAllowedAsABrowserReadsIt(@ForAll("replies") String reply)
      throws Exception {
    everyHostIsAllowed(GUARD, reply);
  }

  /** The same promise for a reply read as plain text (past the Markdown limit). */
  @Property(seed = "20261204")
  void everyHostOfAReplyReadAsPlainTextIsAllowed(@ForAll("replies") String reply) throws Exception {
    everyHostIsAllowed(PLAIN, reply);
  }

  private static void everyHostIsAllowed(UrlAllowlistGuard guard, String reply) throws Exception {
    String guarded = Turns.after(guard, reply, Turns.turnWithLinks(List.of()));

    List<String> hosts = new ArrayList<>();
    for (String view : BrowserView.views(guarded)) {
      hosts.addAll(BrowserView.hosts(view));
    }
    for (String url : renderedDestinations(guarded)) {
      String host = BrowserView.host(url);
      if (host != null) {
        hosts.add(host);
      }
    }
    // a trailing dot names the same host (github.com. is github.com), as Urls reads it too
    hosts.replaceAll(h -> h.endsWith(".") ? h.substring(0, h.length() - 1) : h);
    // a host with a character no DNS name or address has (github.com( from text after a link)
    // reaches nobody; galimatias, of an older WHATWG draft, still calls it a host
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

  private static List<String> renderedDestinations(String text) {
    List<String> urls = new ArrayList<>();
    for (Element e : Jsoup.parse(RENDERER.render(PARSER.parse(text))).select("[href], [src]")) {
      if (e.hasAttr("href")) {
        urls.add(e.attr("href"));
      }
      if (e.hasAttr("src")) {
        urls.add(e.attr("src"));
      }
    }
    return urls;
  }

  private static boolean allowedHost(String url) {
    String host =
        url.regionMatches(true, 0, "mailto:", 0, 7)
            ? Urls.normalizeHost(url.substring(url.lastIndexOf('@') + 1))
            : Urls.httpHost(url);
    return host != null
        && UrlAllowlistGuard.DEFAULT_DOMAINS.stream().anyMatch(d -> Urls.within(host, d));
  }
}
