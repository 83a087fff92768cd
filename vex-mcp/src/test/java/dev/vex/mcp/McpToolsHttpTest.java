package dev.vex.mcp;

import static dev.vex.mcp.testing.Calls.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.VexRuntime;
import dev.vex.mcp.testing.NodeServers;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** McpTools over Streamable HTTP against the reference server-everything. */
class McpToolsHttpTest {
  private Process server;
  private int port;
  private VexRuntime runtime;

  @BeforeEach
  void startServer() throws Exception {
    NodeServers.assumeNode();
    port = NodeServers.freePort();
    ProcessBuilder pb =
        new ProcessBuilder(
                "node",
                NodeServers.home()
                    .resolve("node_modules/@modelcontextprotocol/server-everything/dist/index.js")
                    .toString(),
                "streamableHttp")
            .redirectErrorStream(true);
    pb.environment().put("PORT", Integer.toString(port));
    server = pb.start();
    CountDownLatch listening = new CountDownLatch(1);
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                  if (line.contains("listening on port")) {
                    listening.countDown();
                  }
                }
              } catch (Exception ignored) {
                // the server ended
              }
            });
    reader.setDaemon(true);
    reader.start();
    assertThat(listening.await(60, TimeUnit.SECONDS)).as("server-everything listening").isTrue();
    runtime = VexRuntime.builder().build();
  }

  @AfterEach
  void stop() throws Exception {
    if (runtime != null) {
      runtime.close();
    }
    if (server != null) {
      server.destroy();
      server.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void toolsAreListedAndCalledOverStreamableHttp() throws Exception {
    McpTools mcp =
        McpTools.builder()
            .http("everything", URI.create("http://127.0.0.1:" + port + "/mcp"))
            .runtime(runtime)
            .connect();
    assertThat(mcp.registry().names()).contains("echo", "get-sum");
    assertThat(call(mcp.registry().get("get-sum").orElseThrow(), "{\"a\":2,\"b\":\"5\"}"))
        .isEqualTo("The sum of 2 and 5 is 7.");
  }

  @Test
  void aServerThatGoesAwayGivesAFailedCall() throws Exception {
    McpTools mcp =
        McpTools.builder()
            .http("everything", URI.create("http://127.0.0.1:" + port + "/mcp"))
            .timeout(java.time.Duration.ofSeconds(20))
            .runtime(runtime)
            .connect();
    server.destroyForcibly();
    server.waitFor(10, TimeUnit.SECONDS);
    assertThatThrownBy(() -> call(mcp.registry().get("echo").orElseThrow(), "{\"message\":\"x\"}"))
        .isInstanceOf(McpException.class);
  }
}
