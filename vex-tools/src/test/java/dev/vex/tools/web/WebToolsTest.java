package dev.vex.tools.web;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.testkit.CpuBudget;
import dev.vex.tools.testing.Fixtures;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class WebToolsTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final NetworkPolicy LOOPBACK = NetworkPolicy.builder().allowLoopback(true).build();

  private WebTools.Builder web() {
    return WebTools.builder().networkPolicy(LOOPBACK).timeout(Duration.ofSeconds(60));
  }

  private static void page(String path, String contentType, byte[] body) {
    wm.stubFor(
        get(urlEqualTo(path))
            .willReturn(aResponse().withHeader("Content-Type", contentType).withBody(body)));
  }

  @Test
  void aPageBecomesItsTitleAndReadableTextWithoutScriptsOrChrome() throws Exception {
    page(
        "/article",
        "text/html; charset=utf-8",
        ("<html><head><title>Fjellturen</title><style>p{color:red}</style></head><body>"
                + "<nav>Home | About</nav><h1>Til Galdhøpiggen</h1>"
                + "<p>Vi gikk <b>tidlig</b> fra Juvasshytta.</p><script>alert('x')</script>"
                + "<ul><li>Sekk</li><li>Brodder</li></ul><footer>© 2026</footer></body></html>")
            .getBytes(StandardCharsets.UTF_8));

    String text = web().build().fetch(wm.baseUrl() + "/article");

    assertThat(text)
        .isEqualTo(
            "URL: "
                + wm.baseUrl()
                + "/article\nTitle: Fjellturen\n\nTil Galdhøpiggen\nVi gikk tidlig fra"
                + " Juvasshytta.\nSekk\nBrodder");
  }

  @Test
  void theCharsetComesFromTheHeaderOrElseFromTheMetaTag() throws Exception {
    page(
        "/latin1",
        "text/html; charset=ISO-8859-1",
        "<p>Blåbærsyltetøy</p>".getBytes(StandardCharsets.ISO_8859_1));
    page(
        "/meta",
        "text/html",
        "<html><head><meta charset=\"windows-1252\"></head><body><p>Smørbrød – fersk</p></body></html>"
            .getBytes(java.nio.charset.Charset.forName("windows-1252")));

    assertThat(web().build().fetch(wm.baseUrl() + "/latin1")).endsWith("Blåbærsyltetøy");
    assertThat(web().build().fetch(wm.baseUrl() + "/meta")).endsWith("Smørbrød – fersk");
  }

  @Test
  void hugeBodiesAreCutAtTheByteCapAndTheTextAtTheCharacterBudget() throws Exception {
    page("/huge", "text/plain", "abcdefghij".repeat(500_000).getBytes(StandardCharsets.UTF_8));

    String text = web().maxBytes(64 * 1024).maxChars(1_000).build().fetch(wm.baseUrl() + "/huge");

    assertThat(text).contains("[cut: ").hasSizeLessThan(1_100);
    String uncut = web().maxBytes(2_048).maxChars(200_000).build().fetch(wm.baseUrl() + "/huge");
    assertThat(uncut)
        .endsWith("[the page is longer than the download limit; the rest was not read]");
  }

  @Test
  void eightMegabytesOfUnclosedFormattingTagsBecomeTextInLinearTime() throws Exception {
    // Before: about 3-6 s per MB in the text conversion (a CSS query parsed per element, and a
    // walk to the root), so this page took far longer than the bound; after: well under 1 s per MB.
    String unit = "<b><i><u>x ";
    page(
        "/nested",
        "text/html; charset=utf-8",
        ("<html><body>" + unit.repeat(8 * 1024 * 1024 / unit.length()))
            .getBytes(StandardCharsets.UTF_8));
    WebTools tools = web().maxBytes(16 * 1024 * 1024).build();

    // processor time, not wall-clock time: at load 20 on 2 cores the page took over 20 s to arrive
    String text =
        CpuBudget.within(Duration.ofSeconds(20), () -> tools.fetch(wm.baseUrl() + "/nested"));

    assertThat(text).startsWith("URL: ").contains("x x x").contains("[cut: ");
  }

  @Test
  void makingTextOfAPageStopsAtTheToolsDeadlineOrAnInterrupt() throws Exception {
    String unit = "<b><i><u>x ";
    byte[] html = unit.repeat(100_000).getBytes(StandardCharsets.UTF_8);
    Document doc = PageText.parseHtml(html, "UTF-8", "http://example.com/", Long.MAX_VALUE);
    long passed = System.nanoTime() - 1;

    assertThatThrownBy(() -> PageText.parseHtml(html, "UTF-8", "http://example.com/", passed))
        .isInstanceOf(InterruptedException.class);
    assertThatThrownBy(() -> PageText.readable(doc, passed))
        .isInstanceOf(InterruptedException.class);
    Thread.currentThread().interrupt();
    assertThatThrownBy(() -> PageText.readable(doc, System.nanoTime() + 60_000_000_000L))
        .isInstanceOf(InterruptedException.class);
    assertThat(Thread.interrupted()).as("the interrupt was taken by the exception").isFalse();
    assertThat(PageText.readable(doc, System.nanoTime() + 60_000_000_000L)).startsWith("x x x");
  }

  @Test
  void aSlowServerOrASlowBodyEndsAtTheTimeout() {
    wm.stubFor(
        get(urlEqualTo("/slow")).willReturn(aResponse().withBody("late").withFixedDelay(5_000)));
    wm.stubFor(
        get(urlEqualTo("/drip"))
            .willReturn(
                aResponse().withBody("x".repeat(1_000)).withChunkedDribbleDelay(50, 5_000)));
    WebTools tools = web().timeout(Duration.ofMillis(500)).build();

    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/slow"))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.TIMEOUT));
    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/drip"))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.TIMEOUT));
  }

  @Test
  void theDefaultPolicyRefusesLoopbackByResolvedAddressBeforeSendingAnything() {
    page("/x", "text/plain", "secret".getBytes(StandardCharsets.UTF_8));
    WebTools tools = WebTools.builder().build();

    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/x"))
        .isInstanceOf(NetworkRefusedException.class)
        .hasMessageContaining("loopback");
    assertThatThrownBy(() -> tools.fetch("http://localhost:" + wm.getPort() + "/x"))
        .isInstanceOf(NetworkRefusedException.class)
        .hasMessageContaining("localhost resolves to a loopback address");
    assertThatThrownBy(() -> tools.fetch("http://169.254.169.254/latest/meta-data/"))
        .hasMessageContaining("metadata");
    assertThatThrownBy(() -> tools.fetch("http://[::ffff:10.0.0.1]/"))
        .hasMessageContaining("private");
    assertThatThrownBy(() -> tools.fetch("file:///etc/passwd"))
        .hasMessageContaining("only http and https");
    assertThatThrownBy(() -> tools.fetch("http://user:pw@example.org/"))
        .hasMessageContaining("user name or password");
    wm.verify(0, getRequestedFor(urlEqualTo("/x")));
  }

  @Test
  void everyRedirectTargetIsCheckedAgain() {
    wm.stubFor(
        get(urlEqualTo("/hop1"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "/hop2")));
    wm.stubFor(
        get(urlEqualTo("/hop2"))
            .willReturn(
                aResponse()
                    .withStatus(301)
                    .withHeader("Location", "http://169.254.169.254/latest/meta-data/iam/")));
    wm.stubFor(
        get(urlEqualTo("/to-private"))
            .willReturn(
                aResponse().withStatus(307).withHeader("Location", "http://10.0.0.1/admin")));
    wm.stubFor(
        get(urlEqualTo("/to-file"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "file:///etc/passwd")));
    wm.stubFor(
        get(urlEqualTo("/loop"))
            .willReturn(aResponse().withStatus(302).withHeader("Location", "/loop")));
    WebTools tools = web().build();

    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/hop1"))
        .isInstanceOf(NetworkRefusedException.class)
        .hasMessageContaining("169.254.169.254");
    wm.verify(1, getRequestedFor(urlEqualTo("/hop2")));
    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/to-private"))
        .isInstanceOf(NetworkRefusedException.class)
        .hasMessageContaining("private network address");
    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/to-file"))
        .isInstanceOf(NetworkRefusedException.class);
    assertThatThrownBy(() -> tools.fetch(wm.baseUrl() + "/loop"))
        .hasMessageContaining("more than 5 redirects");
  }

  @Test
  void aRedirectToAnAllowedPageIsFollowed() throws Exception {
    wm.stubFor(
        get(urlEqualTo("/old"))
            .willReturn(aResponse().withStatus(301).withHeader("Location", "/new")));
    page("/new", "text/plain; charset=utf-8", "moved here".getBytes(StandardCharsets.UTF_8));
    assertThat(web().build().fetch(wm.baseUrl() + "/old"))
        .isEqualTo("URL: " + wm.baseUrl() + "/new\n\nmoved here");
  }

  @Test
  void httpErrorsAndBinaryBodiesAreReportedNotShown() throws Exception {
    wm.stubFor(
        get(urlEqualTo("/gone")).willReturn(aResponse().withStatus(404).withBody("Not here")));
    page("/img", "image/png", new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    assertThatThrownBy(() -> web().build().fetch(wm.baseUrl() + "/gone"))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
            });
    assertThat(web().build().fetch(wm.baseUrl() + "/img")).contains("image/png", "not text");
  }

  @Test
  void webSearchReadsSearxngsRecordedJson() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/search"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json")
                    .withBody(Fixtures.bytes("fixtures/searxng/openclaw_latest_features.json"))));

    String text = web().searxng(wm.baseUrl()).build().search("openclaw latest features");

    wm.verify(
        getRequestedFor(urlPathEqualTo("/search"))
            .withQueryParam("q", equalTo("openclaw latest features"))
            .withQueryParam("format", equalTo("json")));
    assertThat(text)
        .isEqualTo(
            "1. OpenClaw — Personal AI Assistant\n   https://openclaw.ai/\n   The AI that actually"
                + " does things. Clears your inbox, sends emails, manages your calendar, checks you"
                + " in for flights. All from WhatsApp, Telegram, or any chat ...");
  }

  @Test
  void webSearchThroughANamedN8nWorkflow() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/webhook/search"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json")
                    .withBody(Fixtures.bytes("fixtures/searxng/openclaw_latest_features.json"))));
    WebTools tools =
        web().workflow("search", wm.baseUrl() + "/webhook/search").searchWorkflow("search").build();

    assertThat(tools.search("openclaw")).contains("https://openclaw.ai/");
    wm.verify(
        getRequestedFor(urlPathEqualTo("/webhook/search"))
            .withQueryParam("q", equalTo("openclaw")));
  }

  @Test
  void webSearchSaysSoWhenTheAnswerIsNotSearchJson() {
    wm.stubFor(
        get(urlPathEqualTo("/search")).willReturn(aResponse().withBody("<html>login</html>")));
    assertThatThrownBy(() -> web().searxng(wm.baseUrl()).build().search("x"))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE));
  }

  @Test
  void callWorkflowPostsTheInputToTheNamedWebhookAndReturnsItsAnswer() throws Exception {
    wm.stubFor(
        post(urlEqualTo("/webhook/remind"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json; charset=utf-8")
                    .withBody(Fixtures.bytes("fixtures/n8n/webhook_workflow_started.json"))));
    WebTools tools = web().workflow("remind", wm.baseUrl() + "/webhook/remind").build();

    assertThat(tools.workflow("remind", "Ring mor kl. 18"))
        .isEqualTo("{\"message\":\"Workflow was started\"}");
    wm.verify(
        postRequestedFor(urlEqualTo("/webhook/remind"))
            .withRequestBody(equalToJson("{\"input\":\"Ring mor kl. 18\"}")));
  }

  @Test
  void callWorkflowRefusesUnknownNamesAndReportsN8nsOwnError() {
    wm.stubFor(
        post(urlEqualTo("/webhook/test-citation"))
            .willReturn(
                aResponse()
                    .withStatus(404)
                    .withHeader("Content-Type", "application/json")
                    .withBody(
                        Fixtures.bytes(
                            "fixtures/n8n/error_404_webhook_not_registered_production.json"))));
    WebTools tools = web().workflow("cite", wm.baseUrl() + "/webhook/test-citation").build();

    assertThatThrownBy(() -> tools.workflow("delete_everything", "now"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("there is no workflow named 'delete_everything'")
        .hasMessageContaining("cite");
    assertThatThrownBy(() -> tools.workflow("cite", ""))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.getMessage())
                  .contains("The requested webhook \"GET test-citation\" is not registered.");
            });
    wm.verify(0, postRequestedFor(urlEqualTo("/webhook/delete_everything")));
  }

  @Test
  void workflowsAreRefusedByThePolicyToo() {
    WebTools tools = WebTools.builder().workflow("w", "http://127.0.0.1:5678/webhook/w").build();
    assertThatThrownBy(() -> tools.workflow("w", "x")).isInstanceOf(NetworkRefusedException.class);
  }

  /** A real HTTP server on its own loopback port that counts the requests it was sent. */
  private static final class Server implements AutoCloseable {
    final com.sun.net.httpserver.HttpServer http;
    final java.util.concurrent.atomic.AtomicInteger requests =
        new java.util.concurrent.atomic.AtomicInteger();

    Server(String body, String redirectTo) throws java.io.IOException {
      http =
          com.sun.net.httpserver.HttpServer.create(
              new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
      http.createContext(
          "/",
          ex -> {
            requests.incrementAndGet();
            byte[] b = body.getBytes(StandardCharsets.UTF_8);
            if (redirectTo != null) {
              ex.getResponseHeaders().add("Location", redirectTo);
              ex.sendResponseHeaders(302, -1);
            } else {
              ex.getResponseHeaders().add("Content-Type", "application/json");
              ex.sendResponseHeaders(200, b.length);
              ex.getResponseBody().write(b);
            }
            ex.close();
          });
      http.start();
    }

    int port() {
      return http.getAddress().getPort();
    }

    @Override
    public void close() {
      http.stop(0);
    }
  }

  @Test
  void anAllowedHostIsReachableAtItsPortOnlyAndARedirectToAnotherPortIsRefused() throws Exception {
    try (Server admin = new Server("{\"secret\":\"ollama admin\"}", null);
        Server searx =
            new Server(
                "{\"results\":[{\"title\":\"T\",\"url\":\"https://example.org/\"}]}", null)) {
      // The page at the allowed port redirects to the other loopback port.
      try (Server redirecting = new Server("", "http://localhost:" + admin.port() + "/api/tags")) {
        // Without a port, the host is allowed at the port of the URL configured for it.
        WebTools configuredPort =
            WebTools.builder()
                .networkPolicy(NetworkPolicy.builder().allowHost("localhost").build())
                .timeout(Duration.ofSeconds(60))
                .searxng("http://localhost:" + redirecting.port())
                .build();
        assertThatThrownBy(() -> configuredPort.search("x"))
            .isInstanceOf(NetworkRefusedException.class)
            .hasMessageContaining("localhost:" + admin.port());
        assertThat(redirecting.requests).hasValue(1);
        assertThatThrownBy(
                () -> configuredPort.fetch("http://localhost:" + admin.port() + "/api/tags"))
            .isInstanceOf(NetworkRefusedException.class);
        assertThatThrownBy(() -> configuredPort.fetch("http://127.0.0.1:" + admin.port() + "/"))
            .isInstanceOf(NetworkRefusedException.class);
        WebTools explicitPort =
            WebTools.builder()
                .networkPolicy(
                    NetworkPolicy.builder().allowHost("localhost:" + searx.port()).build())
                .timeout(Duration.ofSeconds(60))
                .searxng("http://localhost:" + searx.port())
                .build();
        assertThat(explicitPort.search("x")).contains("https://example.org/");
        assertThatThrownBy(
                () -> explicitPort.fetch("http://localhost:" + admin.port() + "/api/tags"))
            .isInstanceOf(NetworkRefusedException.class)
            .hasMessageContaining("loopback");

        assertThat(admin.requests).as("the other port never saw a request").hasValue(0);
      }
    }
  }
}
