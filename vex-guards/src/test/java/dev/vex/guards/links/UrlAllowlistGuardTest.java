package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import dev.vex.testkit.CpuBudget;
import java.net.IDN;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class UrlAllowlistGuardTest {
  private static final TurnContext NO_LINKS = Turns.turnWithLinks(List.of());

  @Test
  void theDefaultsHoldTheSitesVexUses() {
    assertThat(UrlAllowlistGuard.defaults().domains())
        .hasSize(21)
        .contains(
            "komplett.no",
            "prisjakt.no",
            "bbcgoodfood.com",
            "finance.yahoo.com",
            "coingecko.com",
            "themealdb.com",
            "thesportsdb.com",
            "news.ycombinator.com",
            "wttr.in");
  }

  @Test
  void anEmptyAllowlistRemovesEveryLinkButThisTurns() throws Exception {
    UrlAllowlistGuard none = UrlAllowlistGuard.builder().build();
    TurnContext turn = Turns.turnWithLinks(List.of("https://tool.example/result"));

    assertThat(
            Turns.after(
                none, "A https://www.coingecko.com/x B https://tool.example/result C", turn))
        .isEqualTo("A B https://tool.example/result C");
  }

  @Test
  void allowedDomainsAreNormalisedAndCoverSubdomains() throws Exception {
    UrlAllowlistGuard guard =
        UrlAllowlistGuard.builder().allow("*.Example.ORG", ".blåbær.no.", "shop.example").build();
    String reply =
        "https://docs.example.org/a https://blåbær.no/b https://"
            + IDN.toASCII("blåbær.no")
            + "/c https://www.shop.example/d";

    assertThat(guard.domains())
        .containsExactlyInAnyOrder("example.org", IDN.toASCII("blåbær.no"), "shop.example");
    assertThat(Turns.after(guard, reply, NO_LINKS)).isEqualTo(reply);
  }

  @Test
  void aDomainThatIsNotAHostNameIsRejected() {
    assertThatThrownBy(() -> UrlAllowlistGuard.builder().allow("evil example"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("evil example");
    assertThatThrownBy(() -> UrlAllowlistGuard.builder().allow(""))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void groundTruthSourcesAreAllowedForTheTurn() throws Exception {
    GroundTruth truth =
        Turns.truth(Turns.figures("x=1 USD"), "https://api.source.example/v1/price?id=btc");
    TurnContext turn = Turns.turn(Locale.ENGLISH, List.of(truth), List.of());
    String reply = "Data: https://api.source.example/v1/price?id=btc";

    assertThat(Turns.after(UrlAllowlistGuard.defaults(), reply, turn)).isEqualTo(reply);
    assertThat(Turns.after(UrlAllowlistGuard.defaults(), reply, NO_LINKS)).isEqualTo("Data:");
  }

  @Test
  void aFetchedLinksSiteNamedByItsHostIsAllowedAndNothingElseOnOrBesideIt() throws Exception {
    GroundTruth stories =
        Turns.truth(
            Turns.figures("points=543"),
            "https://hn.algolia.com/api/v1/search?tags=front_page",
            "https://antirez.com/news/154",
            "https://scottspence.com/posts/speeding-up-my-zsh-shell",
            "https://www.medievalists.net/2025/07/medieval-king-daily-life/");
    TurnContext turn = Turns.turn(Locale.ENGLISH, List.of(stories), List.of());
    TurnContext norsk = Turns.turn(Locale.forLanguageTag("nb"), List.of(stories), List.of());
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();
    String english = "It was submitted on 20 July 2025 and links to antirez.com.";
    String written = "See https://antirez.com/ or https://ANTIREZ.com for more.";
    String norwegian = "Saken (scottspence.com, sendt inn av saikatsg) står på 206 poeng.";
    String withoutWww = "Den lenker til medievalists.net og har 166 poeng.";
    String withWww = "Den lenker til www.scottspence.com.";

    // the site of a fetched story, named by its host, reaches the user word for word
    assertThat(Turns.after(guard, english, turn)).isEqualTo(english);
    assertThat(Turns.after(guard, written, turn)).isEqualTo(written);
    assertThat(Turns.after(guard, norwegian, norsk)).isEqualTo(norwegian);
    assertThat(Turns.after(guard, withoutWww, norsk)).isEqualTo(withoutWww);
    assertThat(Turns.after(guard, withWww, norsk)).isEqualTo(withWww);
    // the same words on a turn that fetched nothing: the host is off the list and goes
    assertThat(Turns.after(guard, english, NO_LINKS))
        .isEqualTo("It was submitted on 20 July 2025 and links to.");
    // another path, a port, userinfo, a lookalike or another host on the same turn still go
    for (String off :
        List.of(
            "Read https://antirez.com/evil.sh now.",
            "Read https://antirez.com:8443 now.",
            "Read https://antirez.com@evil.example now.",
            "It links to antirez.com.evil.example today.",
            "Det lenker til medievalist.net i dag.",
            "Det lenker til blog.antirez.com i dag.")) {
      assertThat(Turns.after(guard, off, off.startsWith("Det") ? norsk : turn))
          .doesNotContain("antirez.com", "evil", "medievalist.net", "8443");
    }
  }

  @Test
  void theVerdictSaysWhatWasRemovedAndWhy() throws Exception {
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();

    GuardVerdict removed =
        guard.check(
            new Draft("[a](https://evil.example/) [b](javascript:x()) https://coingecko.com"),
            NO_LINKS);

    assertThat(removed).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(removed.reason())
        .isEqualTo("removed 2 link(s) off the allowlist: evil.example, a non-http link");
    assertThat(guard.check(new Draft("https://coingecko.com"), NO_LINKS))
        .isEqualTo(new GuardVerdict.Pass("all 1 links allowed"));
    assertThat(guard.check(new Draft("no links"), NO_LINKS))
        .isEqualTo(new GuardVerdict.Pass("no links"));
    assertThat(guard.name()).isEqualTo("url-allowlist");
  }

  @Test
  void aReplyThatRepeatsItsLinksNamesEachHostOnceInTheOrderFirstRemoved() throws Exception {
    StringBuilder reply = new StringBuilder();
    for (int i = 0; i < 300; i++) {
      reply
          .append("See [the docs](https://evil.example/docs/page) and [x](javascript:x()), ")
          .append("[more](https://EVIL.example/other) or [mail](mailto:a@other.example).\n");
    }

    GuardVerdict verdict =
        UrlAllowlistGuard.defaults().check(new Draft(reply.toString()), NO_LINKS);

    assertThat(verdict).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(verdict.reason())
        .isEqualTo("removed 1200 link(s) off the allowlist: evil.example, a non-http link");
    assertThat(((GuardVerdict.Rewritten) verdict).text())
        .startsWith("See the docs and x, more or mail.\nSee the docs")
        .doesNotContain("evil.example", "javascript", "mailto");
  }

  @Test
  void hostileRepliesGetAVerdictInBoundedTime() {
    String hostile =
        ("[x](https://evil.example/((( <a href=https://e.example>y</a> https://a.b/\u202E "
                + "www.\uD800 <https:// \u0000 [[[ ")
            .repeat(5_000);

    GuardVerdict verdict =
        CpuBudget.within(
            Duration.ofSeconds(60),
            () -> UrlAllowlistGuard.defaults().check(new Draft(hostile), NO_LINKS));

    assertThat(verdict).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(((GuardVerdict.Rewritten) verdict).text()).doesNotContain("e.example");
  }
}
