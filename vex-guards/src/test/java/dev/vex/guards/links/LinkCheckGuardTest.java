package dev.vex.guards.links;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.head;
import static com.github.tomakehurst.wiremock.client.WireMock.headRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class LinkCheckGuardTest {
  @RegisterExtension
  static WireMockExtension server =
      WireMockExtension.newInstance()
          .options(wireMockConfig().dynamicPort().containerThreads(40))
          .build();

  private static final TurnContext NO_LINKS = Turns.turnWithLinks(List.of());

  /** Far above any answer time on a busy machine: no outcome here depends on speed. */
  private static final Duration PATIENT = Duration.ofSeconds(30);

  private final LinkCheckGuard guard =
      LinkCheckGuard.builder().timeout(PATIENT).allowPrivateHosts(true).build();

  private static String url(String path) {
    return server.baseUrl() + path;
  }

  private static String loopbackUrl(String path) {
    return "http://127.0.0.1:" + server.getPort() + path;
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
  void aRedirectIsFollowedAndTheNextHopDecides() throws Exception {
    server.stubFor(
        head(urlEqualTo("/old"))
            .willReturn(aResponse().withStatus(301).withHeader("Location", url("/new"))));
    server.stubFor(head(urlEqualTo("/new")).willReturn(aResponse().withStatus(200)));
    server.stubFor(
        head(urlEqualTo("/old-dead"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "/nowhere")));
    server.stubFor(head(urlEqualTo("/nowhere")).willReturn(aResponse().withStatus(404)));
    String reply = "Moved: " + url("/old") + " and [gone](" + url("/old-dead") + ").";

    assertThat(Turns.after(guard, reply, NO_LINKS))
        .isEqualTo("Moved: " + url("/old") + " and gone.");
    server.verify(1, headRequestedFor(urlEqualTo("/new")));
    server.verify(1, headRequestedFor(urlEqualTo("/nowhere")));
  }

  @Test
  void aRedirectInwardIsRefusedBeforeItIsFollowed() throws Exception {
    server.stubFor(
        head(urlEqualTo("/to-metadata"))
            .willReturn(
                aResponse()
                    .withStatus(302)
                    .withHeader("Location", "http://169.254.169.254/latest/meta-data/")));
    server.stubFor(
        head(urlEqualTo("/to-loopback"))
            .willReturn(
                aResponse().withStatus(307).withHeader("Location", "http://127.1:9/admin")));
    server.stubFor(
        head(urlEqualTo("/to-name"))
            .willReturn(
                aResponse().withStatus(301).withHeader("Location", "http://inside.example/")));
    LinkCheckGuard strict =
        LinkCheckGuard.builder()
            .timeout(PATIENT)
            .trust(a -> a.getHostAddress().equals("127.0.0.1"))
            .resolver(host -> new InetAddress[] {InetAddress.getByName("10.0.0.7")})
            .build();
    String reply =
        "[a]("
            + loopbackUrl("/to-metadata")
            + ") [b]("
            + loopbackUrl("/to-loopback")
            + ") [c]("
            + loopbackUrl("/to-name")
            + ")";

    GuardVerdict verdict = strict.check(new Draft(reply), NO_LINKS);

    assertThat(Turns.after(strict, reply, NO_LINKS)).isEqualTo("a b c");
    assertThat(verdict.reason())
        .contains("redirects to a cloud metadata address")
        .contains("redirects to a private address 10.0.0.7");
  }

  @Test
  void aServerThatNeverAnswersIsUnknownAndItsLinkIsKept() throws Exception {
    LinkCheckGuard impatient =
        LinkCheckGuard.builder().timeout(Duration.ofMillis(200)).allowPrivateHosts(true).build();
    try (Hang hang = new Hang()) {
      String reply = "Slow: " + hang.baseUrl() + "/report.pdf\nBye.";

      GuardVerdict verdict = impatient.check(new Draft(reply), NO_LINKS);

      assertThat(verdict).isInstanceOf(GuardVerdict.Pass.class);
      assertThat(verdict.reason())
          .contains("kept 1 link(s) that could not be checked")
          .contains(hang.baseUrl() + "/report.pdf (timeout)");
    }
  }

  @Test
  void aLoopbackHostWrittenShortIsRefusedAndTheGuardDoesNotFailOpen() throws Exception {
    LinkCheckGuard strict = LinkCheckGuard.builder().build();
    String reply = "Dead: [x](http://127.1:" + server.getPort() + "/admin) here.";

    GuardVerdict verdict = strict.check(new Draft(reply), NO_LINKS);

    assertThat(verdict).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(((GuardVerdict.Rewritten) verdict).text()).isEqualTo("Dead: x here.");
    assertThat(verdict.reason()).contains("loopback address");
    server.verify(0, headRequestedFor(urlEqualTo("/admin")));
  }

  @Test
  void aNameIsResolvedOnceAndTheRequestGoesToTheAddressThatWasChecked() throws Exception {
    server.stubFor(head(urlEqualTo("/pinned")).willReturn(aResponse().withStatus(200)));
    AtomicInteger lookups = new AtomicInteger();
    LinkCheckGuard pinned =
        LinkCheckGuard.builder()
            .timeout(PATIENT)
            .trust(a -> a.getHostAddress().equals("127.0.0.1"))
            .resolver(
                host ->
                    new InetAddress[] {
                      InetAddress.getByName(
                          lookups.getAndIncrement() == 0 ? "127.0.0.1" : "169.254.169.254")
                    })
            .build();
    String reply = "See http://rebind.example:" + server.getPort() + "/pinned now.";

    assertThat(Turns.after(pinned, reply, NO_LINKS)).isEqualTo(reply);
    assertThat(lookups).hasValue(1);
    server.verify(
        1,
        headRequestedFor(urlEqualTo("/pinned"))
            .withHeader("Host", equalTo("rebind.example:" + server.getPort())));
  }

  @Test
  void aNameThatResolvesInwardIsStrippedUnopened() throws Exception {
    LinkCheckGuard strict =
        LinkCheckGuard.builder()
            .resolver(host -> new InetAddress[] {InetAddress.getByName("fd00:ec2::254")})
            .build();

    GuardVerdict verdict =
        strict.check(new Draft("[creds](http://creds.example/latest)"), NO_LINKS);

    assertThat(verdict.reason()).contains("unique local address");
    assertThat(((GuardVerdict.Rewritten) verdict).text()).isEqualTo("creds");
  }

  @Test
  void concurrentChecksOfOneUrlShareOneRequest() throws Exception {
    CountDownLatch requested = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger requests = new AtomicInteger();
    try (ServerSocket held = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Thread acceptor =
          new Thread(
              () -> {
                try {
                  while (true) {
                    Socket s = held.accept();
                    requests.incrementAndGet();
                    requested.countDown();
                    release.await();
                    s.getOutputStream()
                        .write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n".getBytes(US_ASCII));
                    s.close();
                  }
                } catch (Exception e) {
                  // the socket closed: the test is over
                }
              });
      acceptor.setDaemon(true);
      acceptor.start();
      LinkCheckGuard shared =
          LinkCheckGuard.builder()
              .allowPrivateHosts(true)
              .timeout(Duration.ofSeconds(30))
              .cacheTtl(Duration.ZERO)
              .build();
      String reply = "Doc: http://127.0.0.1:" + held.getLocalPort() + "/doc";
      ExecutorService two = Executors.newFixedThreadPool(2);
      try {
        Future<GuardVerdict> first = two.submit(() -> shared.check(new Draft(reply), NO_LINKS));
        requested.await();
        AtomicReference<Thread> second = new AtomicReference<>();
        Future<GuardVerdict> joined =
            two.submit(
                () -> {
                  second.set(Thread.currentThread());
                  return shared.check(new Draft(reply), NO_LINKS);
                });
        while (second.get() == null || second.get().getState() != Thread.State.TIMED_WAITING) {
          Thread.onSpinWait();
        }
        release.countDown();

        assertThat(first.get().reason()).isEqualTo("all 1 checked links answered");
        assertThat(joined.get().reason()).isEqualTo("all 1 checked links answered");
        assertThat(requests).hasValue(1);
      } finally {
        two.shutdownNow();
      }
    }
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
                    .withChunkedDribbleDelay(50, 120_000)));
    String reply = "Big: " + url("/big");

    String received =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> Turns.after(guard, reply, NO_LINKS));

    assertThat(received).isEqualTo(reply);
  }

  @Test
  void resultsAreCachedForTheTtl() throws Exception {
    MutableClock clock = new MutableClock();
    LinkCheckGuard cached =
        LinkCheckGuard.builder()
            .timeout(PATIENT)
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
  void loopbackNamesAndMetadataAddressesAreStrippedUnopenedByDefault() throws Exception {
    LinkCheckGuard strict = LinkCheckGuard.builder().build();
    String reply = "Admin: [panel](" + url("/admin") + ") and [metadata](http://169.254.169.254/).";

    GuardVerdict verdict = strict.check(new Draft(reply), NO_LINKS);

    assertThat(Turns.after(strict, reply, NO_LINKS)).isEqualTo("Admin: panel and metadata.");
    assertThat(verdict.reason())
        .contains("internal name localhost")
        .contains("cloud metadata address");
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
