package dev.vex.mcp.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.mcp.testing.NodeServers;
import dev.vex.mcp.testing.TestServerMain;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs the official MCP conformance suite ({@code @modelcontextprotocol/conformance} 0.1.12,
 * pinned; 0.1.16 needs Node 22) against VexMcpServer over Streamable HTTP and keeps its report in
 * target/conformance. The protocol scenarios must pass. The rest of the suite calls fixture tools
 * ({@code test_simple_text}, ...), resources, prompts, completion, sampling and elicitation that
 * only the suite's own reference server offers; VexMcpServer offers tools only, so those fail by
 * design (24 of 32 scenarios with 0.1.12) and are not asserted.
 */
class ConformanceTest {

  @Test
  void theProtocolScenariosOfTheConformanceSuitePass() throws Exception {
    NodeServers.assumeNode();
    Path home = NodeServers.home();
    Path out = Path.of("target/conformance").toAbsolutePath();
    Files.createDirectories(out);
    try (VexMcpServer.Http http = TestServerMain.server().serveHttp(0)) {
      Process p =
          new ProcessBuilder(
                  List.of(
                      "node",
                      home.resolve("node_modules/@modelcontextprotocol/conformance/dist/index.js")
                          .toString(),
                      "server",
                      "--url",
                      http.uri().toString(),
                      "-o",
                      out.toString()))
              .directory(home.toFile())
              .redirectErrorStream(true)
              .start();
      p.getOutputStream().close();
      String report = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
      Files.writeString(out.resolve("report.txt"), report);
      System.out.println(report);
      for (String scenario :
          List.of(
              "server-initialize",
              "logging-set-level",
              "ping",
              "tools-list",
              "server-sse-multiple-streams",
              "dns-rebinding-protection")) {
        assertThat(report).contains("✓ " + scenario + ":");
      }
    }
  }
}
