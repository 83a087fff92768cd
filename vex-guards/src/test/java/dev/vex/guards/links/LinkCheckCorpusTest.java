package dev.vex.guards.links;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.head;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.guards.Turns;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs the link check over its corpus against a real HTTP server and reports false removals and
 * leaks; both must be 0.
 */
class LinkCheckCorpusTest {
  @RegisterExtension
  static WireMockExtension server =
      WireMockExtension.newInstance()
          .options(wireMockConfig().dynamicPort().containerThreads(40))
          .build();

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
    stub("/slow", aResponse().withStatus(200).withFixedDelay(3_000));
  }

  @Test
  void linksThatAnswerStayAndDeadOnesAreStripped() throws Exception {
    stubTheSite();
    LinkCheckGuard guard =
        LinkCheckGuard.builder().timeout(Duration.ofMillis(700)).allowPrivateHosts(true).build();
    String base = server.baseUrl();
    List<String[]> cases = Turns.corpus("/corpus/link-check.txt", 4);
    List<String> falseOverrides = new ArrayList<>();
    List<String> leaks = new ArrayList<>();
    int honest = 0;
    int dead = 0;
    for (String[] c : cases) {
      List<String> links =
          c[1].equals("-") ? List.of() : Arrays.asList(c[1].replace("{base}", base).split(" "));
      String reply = c[2].replace("{base}", base);
      String received = Turns.after(guard, reply, Turns.turnWithLinks(links));
      if (c[0].equals("pass")) {
        honest++;
        if (!received.equals(reply)) {
          falseOverrides.add(reply + "  =>  " + received);
        }
      } else {
        dead++;
        String expected = c[3].replace("{base}", base);
        if (!received.equals(expected)) {
          leaks.add(reply + "  =>  [" + received + "] expected [" + expected + "]");
        }
      }
    }
    System.out.printf(
        "link check corpus: %d with live links, %d with dead links; false removals %d/%d"
            + " (%.1f%%), leaks %d/%d (%.1f%%)%n",
        honest,
        dead,
        falseOverrides.size(),
        honest,
        100.0 * falseOverrides.size() / honest,
        leaks.size(),
        dead,
        100.0 * leaks.size() / dead);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
    assertThat(falseOverrides).as("false removals").isEmpty();
    assertThat(leaks).as("leaks").isEmpty();
  }
}
