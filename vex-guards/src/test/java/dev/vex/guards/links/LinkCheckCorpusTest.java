package dev.vex.guards.links;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.head;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs the link check over its corpus against real HTTP servers and reports false removals and
 * leaks; both must be 0.
 *
 * <p>No outcome depends on how fast the machine is: live and dead links are checked with a timeout
 * far above any answer time, and the links that must come out "unknown" point at a server that
 * never answers, checked with a short timeout.
 */
class LinkCheckCorpusTest {
  @RegisterExtension
  static WireMockExtension server =
      WireMockExtension.newInstance()
          .options(wireMockConfig().dynamicPort().containerThreads(40))
          .build();

  private static final Map<String, String> DNS =
      Map.of(
          "rebind.example", "127.0.0.1",
          "intra.example", "10.1.2.3",
          "meta.example", "169.254.169.254",
          "ula.example", "fd00::1");

  private static void stub(String path, ResponseDefinitionBuilder onHead) {
    server.stubFor(head(urlEqualTo(path)).willReturn(onHead));
  }

  private static void stub(String path, int onHead, int onGet) {
    stub(path, aResponse().withStatus(onHead));
    server.stubFor(get(urlEqualTo(path)).willReturn(aResponse().withStatus(onGet).withBody("x")));
  }

  private static void stubTheSite() {
    stub("/ok", 200, 200);
    stub("/pdf/report.pdf", 200, 200);
    int[] redirects = {301, 302, 303, 307, 308};
    String[] paths = {"/moved", "/found", "/see-other", "/temp", "/perm"};
    for (int i = 0; i < paths.length; i++) {
      stub(paths[i], aResponse().withStatus(redirects[i]).withHeader("Location", "/ok"));
    }
    stub("/to-missing", aResponse().withStatus(302).withHeader("Location", "/missing"));
    stub("/loop", aResponse().withStatus(302).withHeader("Location", "/loop"));
    stub("/nohead-ok", 405, 200);
    stub("/nohead-501", 501, 200);
    stub("/head-error-get-ok", 500, 200);
    stub("/missing", 404, 404);
    stub("/gone", 410, 410);
    stub("/nohead-gone", 405, 404);
    stub("/error", 500, 500);
    stub("/unavailable", 503, 503);
    stub("/forbidden", 403, 403);
    stub("/reset", aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER));
    stub("/empty", aResponse().withFault(Fault.EMPTY_RESPONSE));
    stub("/garbage", aResponse().withFault(Fault.RANDOM_DATA_THEN_CLOSE));
    stub("/inward", 200, 200);
  }

  private static InetAddress[] resolve(String host) throws UnknownHostException {
    String address = DNS.get(host);
    if (address == null) {
      throw new UnknownHostException(host);
    }
    return new InetAddress[] {InetAddress.getByName(address)};
  }

  @Test
  void linksThatAnswerStayDeadOnesAreStrippedUnknownOnesStayAndInwardOnesAreNeverOpened()
      throws Exception {
    stubTheSite();
    LinkCheckGuard patient =
        LinkCheckGuard.builder().timeout(Duration.ofSeconds(30)).allowPrivateHosts(true).build();
    LinkCheckGuard impatient =
        LinkCheckGuard.builder().timeout(Duration.ofMillis(200)).allowPrivateHosts(true).build();
    LinkCheckGuard strict =
        LinkCheckGuard.builder()
            .timeout(Duration.ofSeconds(30))
            .resolver(LinkCheckCorpusTest::resolve)
            .build();
    String base = server.baseUrl();
    String port = String.valueOf(server.getPort());
    List<String[]> cases = Turns.corpus("/corpus/link-check.txt", 4);
    List<String> falseRemovals = new ArrayList<>();
    List<String> leaks = new ArrayList<>();
    int honest = 0;
    int dead = 0;
    try (Hang hang = new Hang()) {
      for (String[] c : cases) {
        List<String> links =
            c[1].equals("-") ? List.of() : Arrays.asList(c[1].replace("{base}", base).split(" "));
        String reply =
            c[2].replace("{base}", base).replace("{hang}", hang.baseUrl()).replace("{port}", port);
        LinkCheckGuard guard =
            switch (c[0]) {
              case "keep" -> impatient;
              case "inward" -> strict;
              default -> patient;
            };
        GuardVerdict verdict = guard.check(new Draft(reply), Turns.turnWithLinks(links));
        String received = Turns.after(guard, reply, Turns.turnWithLinks(links));
        if (c[0].equals("pass") || c[0].equals("keep")) {
          honest++;
          boolean said = !c[0].equals("keep") || verdict.reason().contains("could not be checked");
          if (!received.equals(reply) || !said) {
            falseRemovals.add(reply + "  =>  " + received + "  (" + verdict.reason() + ")");
          }
        } else {
          dead++;
          String expected = c[3].replace("{base}", base).replace("{port}", port);
          if (!received.equals(expected)) {
            leaks.add(reply + "  =>  [" + received + "] expected [" + expected + "]");
          }
        }
      }
    }
    System.out.printf(
        "link check corpus: %d with live or unknown links, %d with dead or inward links; false"
            + " removals %d/%d (%.1f%%), leaks %d/%d (%.1f%%)%n",
        honest,
        dead,
        falseRemovals.size(),
        honest,
        100.0 * falseRemovals.size() / honest,
        leaks.size(),
        dead,
        100.0 * leaks.size() / dead);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(120);
    assertThat(falseRemovals).as("false removals").isEmpty();
    assertThat(leaks).as("leaks").isEmpty();
    server.verify(0, anyRequestedFor(urlPathEqualTo("/inward")));
  }
}
