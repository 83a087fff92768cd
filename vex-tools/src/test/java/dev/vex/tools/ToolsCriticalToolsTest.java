package dev.vex.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.trace.RecoveryTrace;
import dev.vex.simulator.Reply;
import dev.vex.tools.testing.SimulatorBase;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Tools#applyTo} makes the critical tools survive the agent's reduced-tools retry. */
class ToolsCriticalToolsTest extends SimulatorBase {
  @TempDir Path tmp;

  private Tools tools() {
    return Tools.builder()
        .workspace(tmp)
        .web(
            WebTools.builder()
                .networkPolicy(NetworkPolicy.builder().allowLoopback(true).build())
                .searxng("http://127.0.0.1:9/") // never reached: the model calls no tool here
                .build())
        .build();
  }

  @Test
  void aReducedToolsRetryAfterAFirstRoundFailureKeepsWebSearchAndFetchUrl() {
    sim.enqueue(Reply.error(500, "error parsing tool call: raw='{\"name\":', err=unexpected end"));
    sim.enqueue(Reply.text("Answered."));
    Tools tools = tools();

    AgentReply reply = tools.applyTo(agent()).build().chat("what is new in Oslo?");

    assertThat(reply.text()).isEqualTo("Answered.");
    assertThat(sim.chatRequests().get(0).toolNames())
        .hasSize(tools.registry().size())
        .containsAll(Tools.CRITICAL_TOOLS)
        .contains("read_file");
    assertThat(sim.chatRequests().get(1).toolNames())
        .containsExactlyInAnyOrderElementsOf(Tools.CRITICAL_TOOLS);
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("reduced-tools");
  }

  @Test
  void onlyTheCriticalToolsThatWereMadeBecomeCritical() {
    sim.enqueue(Reply.error(500, "error parsing tool call"));
    sim.enqueue(Reply.text("Answered."));
    Tools fetchOnly =
        Tools.builder()
            .workspace(tmp)
            .web(
                WebTools.builder()
                    .networkPolicy(NetworkPolicy.builder().allowLoopback(true).build())
                    .build())
            .build();

    fetchOnly.applyTo(agent()).build().chat("read this page");

    assertThat(sim.chatRequests().get(1).toolNames()).containsExactly("fetch_url");
  }
}
