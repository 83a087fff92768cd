package dev.vex.tools;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.AgentReply;
import dev.vex.core.tool.Artefact;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import dev.vex.tools.calendar.CalendarSource;
import dev.vex.tools.calendar.CalendarTools;
import dev.vex.tools.delegation.Delegation;
import dev.vex.tools.delegation.Specialist;
import dev.vex.tools.sandbox.BubblewrapRunner;
import dev.vex.tools.store.FileServer;
import dev.vex.tools.testing.Fixtures;
import dev.vex.tools.testing.SimulatorBase;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.awt.image.BufferedImage;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One agent turn on the simulator that runs a tool of every category, over their real dependencies.
 */
class ToolsAgentTest extends SimulatorBase {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @TempDir Path tmp;
  private Path ws;
  private FileServer files;
  private final List<String> chat = new CopyOnWriteArrayList<>();

  @BeforeEach
  void setUp() throws Exception {
    ws = Files.createDirectories(tmp.resolve("ws"));
    files =
        FileServer.start(
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), tmp.resolve("files"));
    wm.stubFor(
        get(urlEqualTo("/ferry"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "text/html; charset=utf-8")
                    .withBody("<title>Ferje</title><p>Avgang 08:00 fra Hirtshals.</p>")));
    BufferedImage img = new BufferedImage(2, 2, BufferedImage.TYPE_INT_RGB);
    ImageIO.write(img, "png", ws.resolve("ticket.png").toFile());
  }

  @AfterEach
  void tearDown() {
    files.close();
  }

  private Tools tools() {
    return Tools.builder()
        .workspace(ws)
        .web(
            WebTools.builder()
                .networkPolicy(NetworkPolicy.builder().allowLoopback(true).build())
                .timeout(java.time.Duration.ofSeconds(60))
                .build())
        .fileStore(files.store())
        .calendar(
            CalendarTools.builder()
                .clock(Clock.fixed(Instant.parse("2026-03-27T07:00:00Z"), ZoneId.of("Europe/Oslo")))
                .source(
                    CalendarSource.file(
                        "Jobb", writeResource("calendar/google-work.ics", tmp.resolve("work.ics"))))
                .build())
        .chatSink(chat::add)
        .delegation(
            Delegation.builder()
                .agentBase(this::agent)
                .specialist(Specialist.of("travel", "trips", "You plan trips.", "llama3.2:3b"))
                .build())
        .vision(client(), "llava:7b")
        .build();
  }

  private static Path writeResource(String resource, Path to) {
    try {
      return Files.write(to, Fixtures.bytes(resource));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void oneTurnRunsAToolOfEveryCategoryAndTheUserGetsTheAnswerAndThePdfLink() throws Exception {
    assumeTrue(BubblewrapRunner.find().isPresent(), "bwrap is not installed; run_bash cannot run");
    sim.setDispatcher(
        r -> {
          if (r.model().equals("llava:7b")) {
            return Reply.text("A ferry ticket.");
          }
          if (system(r).equals("You plan trips.")) {
            return Reply.text("Take the 08:00 ferry.");
          }
          if (hasToolResults(r)) {
            return Reply.text("All done: plan saved, PDF made, you are free after 16:00.");
          }
          return Reply.toolCalls(
              ToolCallSpec.of("write_file", "{\"path\":\"plan.md\",\"content\":\"# Tur\\n\"}"),
              ToolCallSpec.of("save_note", "{\"title\":\"Tur\",\"text\":\"Ferje 08:00\"}"),
              ToolCallSpec.of("fetch_url", "{\"url\":\"" + wm.baseUrl() + "/ferry\"}"),
              ToolCallSpec.of(
                  "make_pdf",
                  "{\"title\":\"Turplan\",\"content\":\"# Tur\\n\\nFerje kl. 08:00 – ærlig talt.\"}"),
              ToolCallSpec.of("calendar_events", "{}"),
              ToolCallSpec.of("send_chat_message", "{\"text\":\"Jeg lager planen nå.\"}"),
              ToolCallSpec.of(
                  "delegate_to_agent", "{\"agent\":\"travel\",\"task\":\"Which ferry?\"}"),
              ToolCallSpec.of("run_bash", "{\"command\":\"cat plan.md; echo $((2+3))\"}"),
              ToolCallSpec.of("analyze_image", "{\"path\":\"ticket.png\"}"));
        });

    AgentReply reply =
        tools().applyTo(agent().maxToolCallsPerRound(10)).build().chat("Plan my ferry trip");

    assertThat(reply.text()).isEqualTo("All done: plan saved, PDF made, you are free after 16:00.");
    assertThat(reply.trace().fellBack()).isFalse();
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::name)
        .containsExactly(
            "write_file",
            "save_note",
            "fetch_url",
            "make_pdf",
            "calendar_events",
            "send_chat_message",
            "delegate_to_agent",
            "run_bash",
            "analyze_image");
    assertThat(reply.trace().toolCalls())
        .allSatisfy(t -> assertThat(t.ok()).as(t.name() + ": " + t.result()).isTrue());
    List<String> results = reply.trace().toolCalls().stream().map(ToolCallTrace::result).toList();
    assertThat(results.get(2)).contains("Avgang 08:00 fra Hirtshals.");
    assertThat(results.get(4)).contains("15:00–16:00 Call with the New York team");
    assertThat(results.get(6)).isEqualTo("Answer from travel:\nTake the 08:00 ferry.");
    assertThat(results.get(7)).isEqualTo("exit code 0\n# Tur\n5\n");
    assertThat(results.get(8)).contains("A ferry ticket.");
    assertThat(chat).containsExactly("Jeg lager planen nå.");
    assertThat(Files.readString(ws.resolve("notes/tur.md"))).contains("Ferje 08:00");

    assertThat(reply.artefacts()).hasSize(1);
    Artefact pdf = reply.artefacts().get(0);
    assertThat(reply.links()).contains(pdf.link());
    HttpResponse<byte[]> got = fetch(pdf.link());
    assertThat(got.headers().firstValue("Content-Type")).hasValue("application/pdf");
    assertThat(got.body()).isEqualTo(Files.readAllBytes(tmp.resolve("files").resolve(pdf.id())));
  }

  @Test
  void whenTheModelFailsAfterMakingAPdfTheReplyIsTheSavedLinkAndTheLinkWorks() throws Exception {
    sim.setDispatcher(
        r ->
            hasToolResults(r)
                ? Reply.error(500, "llama runner process has terminated: signal: killed")
                : Reply.toolCall(
                    "make_pdf", "{\"title\":\"Rapport\",\"content\":\"# Salg\\n\\nØkte 12 %.\"}"));

    dev.vex.core.Agent.Builder builder = tools().applyTo(agent());
    dev.vex.guards.Guards.defaults().forEach(builder::guard); // the URL allowlist must keep it
    AgentReply reply = builder.build().chat("Lag en PDF-rapport");

    assertThat(reply.trace().fallback()).isEqualTo("artefact-links");
    Artefact pdf = reply.artefacts().get(0);
    assertThat(reply.text()).isEqualTo("Saved: [Rapport.pdf](" + pdf.link() + ")");
    assertThat(reply.links()).contains(pdf.link());
    HttpResponse<byte[]> got = fetch(pdf.link());
    assertThat(got.statusCode()).isEqualTo(200);
    assertThat(got.headers().firstValue("Content-Type")).hasValue("application/pdf");
    assertThat(new String(got.body(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
  }

  private static HttpResponse<byte[]> fetch(String link) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create(link)).build(),
            HttpResponse.BodyHandlers.ofByteArray());
  }
}
