package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.tool.Artefact;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** What a tool makes (a PDF, a calendar entry) reaches the reply, also when the model fails. */
class AgentArtefactTest extends SimulatorAgentBase {
  private static final String LINK = "http://127.0.0.1:8090/files/4f1c9a2e";

  private final Tool report =
      Tool.of(
          "make_report",
          "Make a report",
          ObjectSchema.empty(),
          args -> {
            args.reportArtefact(new Artefact("4f1c9a2e", "report.pdf", "application/pdf", LINK));
            return "Saved the report.";
          });

  @Test
  void theArtefactsIdAndLinkReachTheReplyAndItsLinks() {
    sim.enqueue(Reply.toolCall("make_report", "{}"));
    sim.enqueue(Reply.text("Your report is ready."));

    AgentReply reply = agent().tool(report).build().chat("make the report");

    assertThat(reply.text()).isEqualTo("Your report is ready.");
    assertThat(reply.artefacts())
        .containsExactly(new Artefact("4f1c9a2e", "report.pdf", "application/pdf", LINK));
    assertThat(reply.links()).contains(LINK);
    assertThat(reply.trace().toolCalls().get(0).artefacts()).hasSize(1);
  }

  @Test
  void whenTheModelFailsAfterTheToolRanTheFirstRungAnswersWithTheSavedLink() {
    sim.enqueue(Reply.toolCall("make_report", "{}"));
    sim.setDispatcher(r -> Reply.error(500, "llama runner process has terminated: signal: killed"));

    AgentReply reply = agent().tool(report).build().chat("make the report");

    assertThat(reply.text()).isEqualTo("Saved: [report.pdf](" + LINK + ")");
    assertThat(reply.trace().fallback()).isEqualTo("artefact-links");
    assertThat(reply.artefacts()).extracting(Artefact::link).containsExactly(LINK);
  }

  @Test
  void theRungSpeaksNorwegianForNorwegianTurns() {
    sim.enqueue(Reply.toolCall("make_report", "{}"));
    sim.setDispatcher(r -> Reply.error(500, "llama runner process has terminated: signal: killed"));

    AgentReply reply =
        agent().tool(report).locale(Locale.forLanguageTag("nb")).build().chat("lag rapporten");

    assertThat(reply.text()).isEqualTo("Lagret: [report.pdf](" + LINK + ")");
  }

  @Test
  void aToolThatFailsAfterReportingLeavesNoArtefact() {
    Tool half =
        Tool.of(
            "make_report",
            "Make a report",
            ObjectSchema.empty(),
            args -> {
              args.reportArtefact(new Artefact("x1", "r.pdf", "application/pdf", LINK));
              throw new IllegalStateException("disk full");
            });
    sim.enqueue(Reply.toolCall("make_report", "{}"));
    sim.enqueue(Reply.text("Sorry, it failed."));

    AgentReply reply = agent().tool(half).build().chat("make the report");

    assertThat(reply.artefacts()).isEmpty();
    assertThat(reply.links()).doesNotContain(LINK);
  }
}
