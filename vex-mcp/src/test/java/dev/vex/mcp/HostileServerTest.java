package dev.vex.mcp;

import static dev.vex.mcp.testing.Calls.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.VexRuntime;
import dev.vex.core.tool.Tool;
import dev.vex.mcp.testing.NodeServers;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Servers that break the protocol: each gives a failed tool call or a working one, never a hang.
 */
class HostileServerTest {
  private VexRuntime runtime;

  @BeforeEach
  void setUp() {
    NodeServers.assumeNode();
    runtime = VexRuntime.builder().build();
  }

  @AfterEach
  void tearDown() {
    runtime.close();
  }

  private Tool echo(String mode, Duration timeout) {
    return McpTools.builder()
        .stdio(mode, NodeServers.hostile(mode))
        .timeout(timeout)
        .runtime(runtime)
        .connect()
        .registry()
        .get("echo")
        .orElseThrow();
  }

  @Test
  void aTenMegabyteAnswerIsDroppedUnreadAndTheCallFailsAtOnceNotAtItsTimeout() {
    Tool echo =
        McpTools.builder()
            .stdio("big", NodeServers.hostile("oversized"))
            .maxMessageBytes(1 << 20)
            .timeout(Duration.ofMinutes(10))
            .runtime(runtime)
            .connect()
            .registry()
            .get("echo")
            .orElseThrow();
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () ->
            assertThatThrownBy(() -> call(echo, "{\"text\":\"hi\"}"))
                .isInstanceOf(McpException.class)
                .hasMessageContaining("more than 1048576 bytes"));
  }

  @Test
  void aServerThatNeverAnswersFailsTheCallAtTheTimeout() {
    Tool echo = echo("silent", Duration.ofMillis(500));
    assertThatThrownBy(() -> call(echo, "{\"text\":\"hi\"}"))
        .isInstanceOf(McpException.class)
        .hasMessageContaining("did not answer echo within 500 ms");
  }

  @Test
  void aServerFloodingNotificationsStillGetsItsAnswerThrough() throws Exception {
    Tool echo = echo("flood", Duration.ofSeconds(30));
    assertThat(call(echo, "{\"text\":\"through\"}")).isEqualTo("echo: through");
  }

  @Test
  void linesThatAreNotJsonRpcAreSkippedAndTheSessionGoesOn() throws Exception {
    Tool echo = echo("garbage", Duration.ofSeconds(30));
    assertThat(call(echo, "{\"text\":\"one\"}")).isEqualTo("echo: one");
    assertThat(call(echo, "{\"text\":\"two\"}")).isEqualTo("echo: two");
  }

  @Test
  void aToolListChangeListsTheToolsAgainAndTellsTheHost() throws Exception {
    java.util.concurrent.CountDownLatch changed = new java.util.concurrent.CountDownLatch(1);
    McpTools mcp =
        McpTools.builder()
            .stdio("changing", NodeServers.hostile("changing"))
            .onToolsChanged(r -> changed.countDown())
            .runtime(runtime)
            .connect();
    assertThat(mcp.registry().names()).containsExactly("echo", "btc_price");

    call(mcp.registry().get("echo").orElseThrow(), "{\"text\":\"hi\"}");

    assertThat(changed.await(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    assertThat(mcp.registry().names()).containsExactly("echo", "btc_price", "added");
  }

  @Test
  void aServerThatDiesFailsTheCallAtOnceWithItsExitCode() {
    Tool echo = echo("die", Duration.ofMinutes(10));
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () ->
            assertThatThrownBy(() -> call(echo, "{\"text\":\"hi\"}"))
                .isInstanceOf(McpException.class)
                .hasMessageContaining("exited with code 3"));
    assertThatThrownBy(() -> call(echo, "{\"text\":\"again\"}")).isInstanceOf(McpException.class);
  }
}
