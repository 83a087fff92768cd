package dev.vex.mcp.server;

import static dev.vex.mcp.testing.Calls.call;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.mcp.McpTools;
import dev.vex.mcp.testing.NodeServers;
import dev.vex.mcp.testing.TestServerMain;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** VexMcpServer driven by the official TypeScript SDK client, over Streamable HTTP and stdio. */
class VexMcpServerTest {

  private static JsonObject runClient(List<String> args) throws Exception {
    Path home = NodeServers.home();
    List<String> cmd = new ArrayList<>(List.of("node", home.resolve("ts-client.mjs").toString()));
    cmd.addAll(args);
    Process p = new ProcessBuilder(cmd).directory(home.toFile()).redirectErrorStream(false).start();
    p.getOutputStream().close();
    Thread err =
        new Thread(
            () -> {
              try {
                p.getErrorStream().transferTo(System.err);
              } catch (Exception ignored) {
                // the client ended
              }
            });
    err.setDaemon(true);
    err.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as("ts client exit; stdout: " + out).isZero();
    String last = out.strip().lines().reduce((a, b) -> b).orElseThrow();
    return JsonParser.parseString(last).getAsJsonObject();
  }

  private static void assertAnswers(JsonObject r) {
    assertThat(r.getAsJsonObject("server").get("name").getAsString()).isEqualTo("vex");
    assertThat(r.getAsJsonArray("tools").toString()).contains("get_crypto", "check_reply");

    JsonObject crypto = r.getAsJsonObject("crypto").getAsJsonObject("structuredContent");
    assertThat(crypto.get("sourceUrl").getAsString()).isEqualTo("https://prices.example/btc");
    assertThat(crypto.get("fetchedAt").getAsString()).isEqualTo("2026-12-04T12:00:00Z");
    JsonObject figure = crypto.getAsJsonArray("figures").get(0).getAsJsonObject();
    assertThat(figure.get("value").getAsInt()).isEqualTo(89369);
    assertThat(figure.get("unit").getAsString()).isEqualTo("USD");

    JsonObject check = r.getAsJsonObject("check").getAsJsonObject("structuredContent");
    assertThat(check.get("verdict").getAsString()).isEqualTo("overridden");
    assertThat(check.get("text").getAsString()).contains("89,369").doesNotContain("42,150");
    assertThat(check.getAsJsonArray("reasons").get(0).getAsJsonObject().get("guard").getAsString())
        .isEqualTo("digit-scan");

    JsonObject missing = r.getAsJsonObject("missing");
    assertThat(missing.get("isError").getAsBoolean()).isTrue();
  }

  @Test
  void theTypeScriptSdkClientListsAndCallsEveryToolOverStreamableHttpOnLoopback() throws Exception {
    NodeServers.assumeNode();
    try (VexMcpServer.Http http = TestServerMain.server().serveHttp(0)) {
      assertThat(http.uri().getHost()).isEqualTo("127.0.0.1");
      assertAnswers(runClient(List.of("http", http.uri().toString())));
    }
  }

  @Test
  void theTypeScriptSdkClientListsAndCallsEveryToolOverStdio() throws Exception {
    NodeServers.assumeNode();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    assertAnswers(
        runClient(
            List.of(
                "stdio",
                java,
                "-cp",
                System.getProperty("java.class.path"),
                TestServerMain.class.getName())));
  }

  @Test
  void vexsOwnClientTakesTheServersFetcherResultAsGroundTruth() throws Exception {
    try (VexRuntime runtime = VexRuntime.builder().build();
        VexMcpServer.Http http = TestServerMain.server().serveHttp(0)) {
      McpTools mcp = McpTools.builder().http("vex", http.uri()).runtime(runtime).connect();
      String result = call(mcp.registry().get("get_crypto").orElseThrow(), "{\"subject\":\"BTC\"}");
      JsonObject o = JsonParser.parseString(result).getAsJsonObject();
      assertThat(o.get("summary").getAsString()).isEqualTo("Bitcoin is 89,369 USD.");
      assertThat(
              dev.vex.mcp.McpGroundTruth.read(
                      "vex",
                      "get_crypto",
                      new com.fasterxml.jackson.databind.ObjectMapper()
                          .readValue(result, java.util.Map.class))
                  .keyFigures()
                  .get(0)
                  .value())
          .isEqualByComparingTo("89369");
    }
  }
}
