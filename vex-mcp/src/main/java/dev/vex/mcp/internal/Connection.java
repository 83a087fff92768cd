package dev.vex.mcp.internal;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.core.tool.ToolHandler;
import dev.vex.mcp.McpConfirmation;
import dev.vex.mcp.McpException;
import dev.vex.mcp.McpGroundTruth;
import dev.vex.mcp.McpToolCall;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/** One MCP server: its transport, its client session, its tools, the calls waiting on it. */
public final class Connection implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(Connection.class);
  private static final int MAX_TOOL_DESCRIPTION = 1000;

  /** What to connect to: a command line or a URL. */
  public record Spec(String name, List<String> command, URI url) {}

  /** The host's policy for one server. */
  public record Policy(
      Set<String> allow,
      Set<String> deny,
      Set<String> groundTruth,
      Duration timeout,
      Duration startTimeout,
      int maxResultChars,
      int maxMessageBytes,
      McpConfirmation confirmation) {}

  private final Spec spec;
  private final Policy policy;
  private final Runnable onToolsChanged;
  private final McpJsonMapper json = new JacksonMcpJsonMapper(new ObjectMapper());
  private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
  private volatile Map<String, McpSchema.Tool> tools = Map.of();
  private volatile McpAsyncClient client;
  private volatile StdioTransport stdio;
  private volatile boolean closed;

  /**
   * Creates the connection; {@link #start()} connects.
   *
   * @param spec what to connect to
   * @param policy the host's policy
   * @param onToolsChanged run after the tools were listed again
   */
  public Connection(Spec spec, Policy policy, Runnable onToolsChanged) {
    this.spec = spec;
    this.policy = policy;
    this.onToolsChanged = onToolsChanged;
  }

  /**
   * Returns the server's name.
   *
   * @return the name
   */
  public String name() {
    return spec.name();
  }

  /**
   * Starts the server (for stdio), initialises the session and lists the tools.
   *
   * @throws McpException when any of it fails or takes longer than the start timeout
   */
  public void start() {
    McpClientTransport transport;
    if (spec.command() != null) {
      stdio =
          new StdioTransport(
              spec.name(), spec.command(), json, policy.maxMessageBytes(), this::oversized);
      transport = stdio;
    } else {
      URI u = spec.url();
      String base = u.getScheme() + "://" + u.getRawAuthority();
      String endpoint = u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath();
      if (u.getRawQuery() != null) {
        endpoint += "?" + u.getRawQuery();
      }
      transport =
          HttpClientStreamableHttpTransport.builder(base)
              .endpoint(endpoint)
              .jsonMapper(json)
              .connectTimeout(policy.startTimeout())
              .maxResponseSize(policy.maxMessageBytes())
              .build();
    }
    client =
        McpClient.async(transport)
            .clientInfo(McpSchema.Implementation.builder("vex", "0.1.0").build())
            .requestTimeout(policy.timeout().plusSeconds(5))
            .initializationTimeout(policy.startTimeout())
            .toolsChangeConsumer(
                list -> {
                  setTools(list);
                  onToolsChanged.run();
                  return Mono.empty();
                })
            .build();
    try {
      await(client.initialize().toFuture(), policy.startTimeout(), "initialise");
      McpSchema.ListToolsResult listed =
          await(client.listTools().toFuture(), policy.startTimeout(), "list its tools");
      setTools(listed.tools());
    } catch (McpException e) {
      close();
      throw e;
    }
    log.info("MCP server '{}' connected: {} tool(s) offered", spec.name(), tools.size());
  }

  private void setTools(List<McpSchema.Tool> listed) {
    Map<String, McpSchema.Tool> kept = new LinkedHashMap<>();
    for (McpSchema.Tool t : listed == null ? List.<McpSchema.Tool>of() : listed) {
      if (t == null || t.name() == null || t.name().isBlank()) {
        continue;
      }
      boolean allowed = policy.allow() == null || policy.allow().contains(t.name());
      if (allowed && !policy.deny().contains(t.name())) {
        kept.put(t.name(), t);
      }
    }
    tools = kept;
  }

  /**
   * Returns the names of the offered tools, as the server gives them.
   *
   * @return the names
   */
  public List<String> toolNames() {
    return List.copyOf(tools.keySet());
  }

  /**
   * Makes the Vex tool for one of this server's tools.
   *
   * @param mcpName the tool's name on the server
   * @param vexName the name the model calls it by
   * @return the tool
   */
  public Tool tool(String mcpName, String vexName) {
    McpSchema.Tool t = tools.get(mcpName);
    String description = Text.clean(t.description(), MAX_TOOL_DESCRIPTION);
    if (description.isEmpty()) {
      description = Text.clean(t.title(), 200);
    }
    String shown =
        "(tool of MCP server '"
            + spec.name()
            + "')"
            + (description.isEmpty() ? "" : " " + description);
    ToolHandler handler =
        new ToolHandler() {
          @Override
          public String call(ToolArguments arguments) throws Exception {
            return Connection.this.call(t, vexName, arguments);
          }

          @Override
          public boolean answersInterrupts() {
            return true;
          }
        };
    // Vex's own timeout is a backstop: the call gives up at the policy's timeout with a clearer
    // message first.
    return new Tool(
        vexName, shown, Schemas.toVex(t.inputSchema()), handler, policy.timeout().plusSeconds(2));
  }

  private String call(McpSchema.Tool t, String vexName, ToolArguments arguments) throws Exception {
    Map<String, Object> args = arguments.asMap();
    McpConfirmation confirm = policy.confirmation();
    if (confirm != null) {
      McpSchema.ToolAnnotations a = t.annotations();
      McpToolCall call =
          new McpToolCall(
              spec.name(),
              t.name(),
              vexName,
              args,
              a != null && Boolean.TRUE.equals(a.readOnlyHint()),
              a == null || !Boolean.FALSE.equals(a.destructiveHint()));
      boolean allowed;
      try {
        allowed = confirm.allow(call);
      } catch (RuntimeException e) {
        log.warn("the confirmation callback threw; the call of {} is declined", vexName, e);
        allowed = false;
      }
      if (!allowed) {
        throw new McpException(
            spec.name(), "the host did not allow this call of " + vexName + "; do not retry", null);
      }
    }
    McpAsyncClient c = client;
    if (closed || c == null) {
      throw new McpException(spec.name(), "MCP server '" + spec.name() + "' is closed", null);
    }
    McpSchema.CallToolRequest request =
        McpSchema.CallToolRequest.builder(t.name()).arguments(args).build();
    McpSchema.CallToolResult result =
        await(c.callTool(request).toFuture(), policy.timeout(), "answer " + t.name());
    if (Boolean.TRUE.equals(result.isError())) {
      throw new McpException(
          spec.name(), t.name() + " reported an error: " + Results.errorText(result), null);
    }
    if (policy.groundTruth().contains(t.name())) {
      GroundTruth truth = McpGroundTruth.read(spec.name(), t.name(), result.structuredContent());
      if (truth != null) {
        arguments.reportGroundTruth(truth);
      }
    }
    return Results.render(result, json, policy.maxResultChars());
  }

  private <T> T await(CompletableFuture<T> call, Duration timeout, String what) {
    inFlight.add(call);
    CompletableFuture<?> race = call;
    if (stdio != null) {
      StdioTransport s = stdio;
      race =
          CompletableFuture.anyOf(
              call,
              s.exited()
                  .thenAccept(
                      code -> {
                        throw new McpException(
                            spec.name(),
                            "MCP server '"
                                + spec.name()
                                + "' exited with code "
                                + code
                                + " before it could "
                                + what,
                            null);
                      }));
    }
    try {
      race.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      return call.getNow(null);
    } catch (TimeoutException e) {
      throw new McpException(
          spec.name(),
          "MCP server '"
              + spec.name()
              + "' did not "
              + what
              + " within "
              + timeout.toMillis()
              + " ms",
          null);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new McpException(spec.name(), "interrupted waiting for '" + spec.name() + "'", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof McpException m) {
        throw m;
      }
      if (cause instanceof McpError err) {
        throw new McpException(
            spec.name(),
            "MCP server '"
                + spec.name()
                + "' refused to "
                + what
                + ": "
                + Text.clean(err.getMessage(), 300),
            err);
      }
      throw new McpException(
          spec.name(),
          "MCP server '"
              + spec.name()
              + "' failed to "
              + what
              + ": "
              + Text.clean(String.valueOf(cause), 300),
          cause);
    } finally {
      inFlight.remove(call);
      call.cancel(true);
    }
  }

  private void oversized(String server) {
    for (CompletableFuture<?> f : inFlight) {
      f.completeExceptionally(
          new McpException(
              server,
              "MCP server '"
                  + server
                  + "' sent a message of more than "
                  + policy.maxMessageBytes()
                  + " bytes; it was dropped",
              null));
    }
  }

  /**
   * Makes a name the model can call: characters other than letters, digits, {@code _} and {@code -}
   * become {@code _}, cut to 64.
   *
   * @param name the name
   * @return the safe name
   */
  public static String safeName(String name) {
    String s = name.replaceAll("[^A-Za-z0-9_-]", "_");
    if (s.isEmpty()) {
      s = "_";
    }
    return s.length() > 64 ? s.substring(0, 64) : s;
  }

  /** Closes the session and ends the server process and its children. Idempotent. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    McpAsyncClient c = client;
    if (c != null) {
      try {
        c.closeGracefully().block(Duration.ofSeconds(3));
      } catch (RuntimeException e) {
        log.debug("closing MCP server '{}' gracefully failed", spec.name(), e);
      }
    }
    StdioTransport s = stdio;
    if (s != null) {
      s.stop();
    }
  }

  @Override
  public String toString() {
    return "McpServer[" + spec.name() + "]";
  }
}
