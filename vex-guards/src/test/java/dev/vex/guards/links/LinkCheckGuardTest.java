package dev.vex.guards.links;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.head;
import static com.github.tomakehurst.wiremock.client.WireMock.headRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class LinkCheckGuardTest {
  @RegisterExtension
  static WireMockExtension server =
      WireMockExtension.newInstance()
          .options(wireMockConfig().dynamicPort().containerThreads(40))
          .build();

  private static final TurnContext NO_LINKS = Turns.turnWithLinks(List.of());

  private final LinkCheckGuard guard =
      LinkCheckGuard.builder().timeout(Duration.ofSeconds(3)).allowPrivateHosts(true).build();

  private static String url(String path) {
    return server.baseUrl() + path;
  }

  @Test
  void aLinkThatAnswersPassesUntouched() throws Exception {
    server.stubFor(head(urlEqualTo("/ok.pdf")).willReturn(aResponse().withStatus(200)));
    String reply = "The report: " + url("/ok.pdf");

    assertThat(Turns.after(guard, reply, NO_LINKS)).isEqualTo(reply);
    server.verify(0, getRequestedFor(urlEqualTo("/ok.pdf")));
  }

  @Test
  void whenHeadIsRefusedAGetDecides() throws Exception {
    server.stubFor(head(urlEqualTo("/nohead")).willReturn(aResponse().withStatus(405)));
    server.stubFor(get(urlEqualTo("/nohead")).willReturn(aResponse().withStatus(200)));
    server.stubFor(head(urlEqualTo("/gone")).willReturn(aResponse().withStatus(405)));
    server.stubFor(get(urlEqualTo("/gone")).willReturn(aResponse().withStatus(404)));
    String reply = "[Live](" + url("/nohead") + ") and [dead](" + url("/gone") + ").";

    assertThat(Turns.after(guard, reply, NO_LINKS))
        .isEqualTo("[Live](" + url("/nohead") + ") and dead.");
    server.verify(1, getRequestedFor(urlEqualTo("/nohead")));
    server.verify(1, getRequestedFor(urlEqualTo("/gone")));
  }

  @Test
  void aNotFoundLinkIsStrippedWithoutAGet() throws Exception {
    server.stubFor(head(urlEqualTo("/missing.pdf")).willReturn(aResponse().withStatus(404)));
    String reply = "Download [the PDF](" + url("/missing.pdf") + ") today.";

    GuardVerdict verdict = guard.check(new Draft(reply), NO_LINKS);

    assertThat(Turns.after(guard, reply, NO_LINKS)).isEqualTo("Download the PDF today.");
    assertThat(verdict.reason()).contains(url("/missing.pdf") + " (404)");
    server.verify(0, getRequestedFor(urlEqualTo("/missing.pdf")));
  }

  @Test
  void aServerErrorIsStripped() throws Exception {
    server.stubFor(head(urlEqualTo("/boom")).willReturn(aResponse().withStatus(500)));
    server.stubFor(get(urlEqualTo("/boom")).willReturn(aResponse().withStatus(500)));

    assertThat(Turns.after(guard, "See " + url("/boom") + " now.", NO_LINKS)).isEqualTo("See now.");
  }

  @Test
  void aRedirectCountsAsAliveAndIsNotFollowed() throws Exception {
    server.stubFor(
        head(urlEqualTo("/old"))
            .willReturn(aResponse().withStatus(301).withHeader("Location", url("/new"))));
    String reply = "Moved: " + url("/old");

    assertThat(Turns.after(guard, reply, NO_LINKS)).isEqualTo(reply);
    server.verify(0, headRequestedFor(urlEqualTo("/new")));
  }

  @Test
  void aServerThatHangsIsStrippedAfterTheTimeout() {
    server.stubFor(
        head(urlEqualTo("/hang")).willReturn(aResponse().withStatus(200).withFixedDelay(5_000)));
    LinkCheckGuard impatient =
        LinkCheckGuard.builder().timeout(Duration.ofMillis(300)).allowPrivateHosts(true).build();

    String received =
        assertTimeoutPreemptively(
            Duration.ofSeconds(4),
            () -> Turns.after(impatient, "Slow: " + url("/hang") + "\nBye.", NO_LINKS));

    assertThat(received).isEqualTo("Bye.");
  }

  @Test
  void aResetConnectionIsStripped() throws Exception {
    server.stubFor(
        head(urlEqualTo("/reset"))
            .willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
    server.stubFor(
        head(urlEqualTo("/empty")).willReturn(aResponse().withFault(Fault.EMPTY_RESPONSE)));

    assertThat(Turns.after(guard, "A " + url("/reset") + " B " + url("/empty") + " C", NO_LINKS))
        .isEqualTo("A B C");
  }

  @Test
  void aGetReadsTheStatusAndNotTheBody() {
    server.stubFor(head(urlEqualTo("/big")).willReturn(aResponse().withStatus(405)));
    server.stubFor(
        get(urlEqualTo("/big"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withBody("x".repeat(1_000_000))
                    .withChunkedDribbleDelay(50, 20_000)));
    String reply = "Big: " + url("/big");

    String received =
        assertTimeoutPreemptively(
            Duration.ofSeconds(10), () -> Turns.after(guard, reply, NO_LINKS));

    assertThat(received).isEqualTo(reply);
  }

  @Test
  void resultsAreCachedForTheTtl() throws Exception {
    MutableClock clock = new MutableClock();
    LinkCheckGuard cached =
        LinkCheckGuard.builder()
            .allowPrivateHosts(true)
            .cacheTtl(Duration.ofMinutes(10))
            .clock(clock)
            .build();
    server.stubFor(head(urlEqualTo("/cached")).willReturn(aResponse().withStatus(404)));
    String reply = "See " + url("/cached") + " now.";

    assertThat(Turns.after(cached, reply, NO_LINKS)).isEqualTo("See now.");
    server.stubFor(head(urlEqualTo("/cached")).willReturn(aResponse().withStatus(200)));
    assertThat(Turns.after(cached, reply, NO_LINKS)).isEqualTo("See now.");
    server.verify(1, headRequestedFor(urlEqualTo("/cached")));

    clock.now = clock.now.plus(Duration.ofMinutes(11));

    assertThat(Turns.after(cached, reply, NO_LINKS)).isEqualTo(reply);
    server.verify(2, headRequestedFor(urlEqualTo("/cached")));
  }

  @Test
  void linksFromThisTurnsToolsAndSourcesAreNotChecked() throws Exception {
    String reply = "From the tool: " + url("/tool-result.pdf");

    assertThat(Turns.after(guard, reply, Turns.turnWithLinks(List.of(url("/tool-result.pdf")))))
        .isEqualTo(reply);
    server.verify(0, headRequestedFor(urlEqualTo("/tool-result.pdf")));
  }

  @Test
  void privateAddressesAreStrippedUncheckedByDefault() throws Exception {
    LinkCheckGuard strict = LinkCheckGuard.builder().build();
    String reply = "Admin: [panel](" + url("/admin") + ") and [metadata](http://169.254.169.254/).";

    GuardVerdict verdict = strict.check(new Draft(reply), NO_LINKS);

    assertThat(Turns.after(strict, reply, NO_LINKS)).isEqualTo("Admin: panel and metadata.");
    assertThat(verdict.reason()).contains("private address");
    server.verify(0, headRequestedFor(urlEqualTo("/admin")));
  }

  @Test
  void aReplyWithoutHttpLinksMakesNoRequest() throws Exception {
    String reply = "Write to <mailto:hi@example.org> or see [x](javascript:void(0)).";

    assertThat(guard.check(new Draft(reply), NO_LINKS).reason()).isEqualTo("no links to check");
    assertThat(Turns.after(guard, "No links.", NO_LINKS)).isEqualTo("No links.");
    assertThat(server.getAllServeEvents()).isEmpty();
  }

  @Test
  void theBuilderRejectsOutOfRangeSettings() {
    assertThatThrownBy(() -> LinkCheckGuard.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LinkCheckGuard.builder().cacheTtl(Duration.ofSeconds(-1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> LinkCheckGuard.builder().maxLinks(0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static final class MutableClock extends Clock {
    Instant now = Instant.parse("2026-01-01T00:00:00Z");

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
