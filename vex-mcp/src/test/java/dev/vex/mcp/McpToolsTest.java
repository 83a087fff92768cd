package dev.vex.mcp;

import static dev.vex.mcp.testing.Calls.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.core.tool.JsonSchema;
import dev.vex.core.tool.Tool;
import dev.vex.mcp.testing.NodeServers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** McpTools against the official reference servers from npm, started over stdio. */
class McpToolsTest {
  private VexRuntime runtime;

  @BeforeEach
  void setUp() {
    NodeServers.assumeNode();
    runtime = VexRuntime.builder().build();
  }

  @AfterEach
  void tearDown() {
    if (runtime != null) {
      runtime.close();
    }
  }

  @Test
  void theEverythingServersToolsBecomeVexToolsWithMappedSchemasAndCoercedArguments()
      throws Exception {
    McpTools mcp =
        McpTools.builder().stdio("everything", NodeServers.everything()).runtime(runtime).connect();

    assertThat(mcp.registry().names()).contains("echo", "get-sum", "get-structured-content");
    Tool sum = mcp.registry().get("get-sum").orElseThrow();
    assertThat(sum.parameters().properties().get("a")).isInstanceOf(JsonSchema.NumberSchema.class);
    assertThat(sum.parameters().required()).containsExactly("a", "b");
    assertThat(sum.description()).startsWith("(tool of MCP server 'everything')");

    // a small model sends numbers as strings; Vex's coercion fixes them before the server sees them
    assertThat(call(sum, "{\"a\":\"3\",\"b\":4}")).isEqualTo("The sum of 3 and 4 is 7.");
    assertThat(call(mcp.registry().get("echo").orElseThrow(), "{\"message\":\"hei\"}"))
        .isEqualTo("Echo: hei");
  }

  @Test
  void structuredContentReachesTheModelAsJsonAndResourceLinksAsLinkFields() throws Exception {
    McpTools mcp =
        McpTools.builder().stdio("everything", NodeServers.everything()).runtime(runtime).connect();

    Tool structured = mcp.registry().get("get-structured-content").orElseThrow();
    assertThat(
            ((JsonSchema.StringSchema) structured.parameters().properties().get("location"))
                .values())
        .contains("Chicago");
    JsonObject weather =
        JsonParser.parseString(call(structured, "{\"location\":\"Chicago\"}")).getAsJsonObject();
    assertThat(weather.get("temperature").getAsInt()).isEqualTo(36);

    JsonObject links =
        JsonParser.parseString(
                call(mcp.registry().get("get-resource-links").orElseThrow(), "{\"count\":2}"))
            .getAsJsonObject();
    assertThat(links.get("text").getAsString()).contains("2 resource links");
    assertThat(links.getAsJsonArray("links")).hasSize(2);
    assertThat(links.getAsJsonArray("links").get(0).getAsJsonObject().get("url").getAsString())
        .startsWith("demo://resource/");
  }

  @Test
  void allowDenyAndPrefixesShapeWhatTheModelIsOfferedAndClashingNamesGetTheServersName()
      throws Exception {
    McpTools mcp =
        McpTools.builder()
            .stdio("a", NodeServers.everything())
            .stdio("b", NodeServers.everything())
            .allow("a", "echo", "get-sum")
            .deny("a", "get-sum")
            .allow("b", "echo", "get-sum")
            .runtime(runtime)
            .connect();
    assertThat(mcp.registry().names()).containsExactly("a_echo", "b_echo", "get-sum");

    McpTools prefixed =
        McpTools.builder()
            .stdio("fs", NodeServers.everything())
            .allow("fs", "echo")
            .prefix("fs", "x.")
            .runtime(runtime)
            .connect();
    assertThat(prefixed.registry().names()).containsExactly("x_echo");
  }

  @Test
  void aDeclinedCallIsNotSentAndTheHostSeesWhatWouldHaveRun() throws Exception {
    List<McpToolCall> asked = new CopyOnWriteArrayList<>();
    McpTools mcp =
        McpTools.builder()
            .stdio("everything", NodeServers.everything())
            .confirmation(
                c -> {
                  asked.add(c);
                  return c.readOnly() && !c.tool().equals("echo");
                })
            .runtime(runtime)
            .connect();

    assertThat(call(mcp.registry().get("get-sum").orElseThrow(), "{\"a\":1,\"b\":2}"))
        .contains("3");
    assertThatThrownBy(() -> call(mcp.registry().get("echo").orElseThrow(), "{\"message\":\"x\"}"))
        .isInstanceOf(McpException.class)
        .hasMessageContaining("did not allow");
    assertThat(asked).extracting(McpToolCall::tool).containsExactly("get-sum", "echo");
    assertThat(asked.get(1).arguments().get("message")).isEqualTo("x");
  }

  @Test
  void theFilesystemServerReadsInsideItsFolderAndItsRefusalOutsideIsAToolFailure(@TempDir Path tmp)
      throws Exception {
    Path root = Files.createDirectories(tmp.resolve("docs")).toRealPath();
    Files.writeString(root.resolve("note.txt"), "ferry leaves 08:00");
    McpTools mcp =
        McpTools.builder()
            .stdio("files", NodeServers.filesystem(root))
            .allow("files", "read_text_file", "list_directory")
            .runtime(runtime)
            .connect();
    assertThat(mcp.registry().names())
        .containsExactlyInAnyOrder("read_text_file", "list_directory");

    Tool read = mcp.registry().get("read_text_file").orElseThrow();
    // the server returns structured content, which the model gets as JSON
    assertThat(call(read, "{\"path\":\"" + root.resolve("note.txt") + "\"}"))
        .isEqualTo("{\"content\":\"ferry leaves 08:00\"}");
    assertThat(
            call(mcp.registry().get("list_directory").orElseThrow(), "{\"path\":\"" + root + "\"}"))
        .contains("note.txt");
    assertThatThrownBy(() -> call(read, "{\"path\":\"/etc/passwd\"}"))
        .isInstanceOf(McpException.class)
        .hasMessageContaining("read_text_file reported an error");
  }

  @Test
  void closingTheRuntimeEndsTheServerProcesses() {
    McpTools.builder().stdio("everything", NodeServers.everything()).runtime(runtime).connect();
    assertThat(NodeServers.childRunning("server-everything")).isTrue();

    runtime.close();

    assertThat(NodeServers.childRunning("server-everything")).isFalse();
  }

  @Test
  void aServerThatDoesNotStartIsNamedInTheError() {
    assertThatThrownBy(
            () ->
                McpTools.builder()
                    .stdio("nope", "/nonexistent/mcp-server")
                    .startTimeout(Duration.ofSeconds(20))
                    .runtime(runtime)
                    .connect())
        .isInstanceOf(McpException.class)
        .hasMessageContaining("'nope'");
  }
}
