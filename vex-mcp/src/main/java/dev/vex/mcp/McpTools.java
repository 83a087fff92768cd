package dev.vex.mcp;

import dev.vex.core.VexRuntime;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.mcp.internal.Connection;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Tools from MCP servers for a Vex agent: connects to each server (a command line over stdio, or a
 * URL over Streamable HTTP), initialises it, lists its tools and offers them as Vex {@link Tool}s
 * under the host's policy.
 *
 * <pre>{@code
 * McpTools mcp = McpTools.builder()
 *     .stdio("files", "npx", "-y", "@modelcontextprotocol/server-filesystem", "/srv/docs")
 *     .allow("files", "read_text_file", "list_directory")
 *     .runtime(runtime)
 *     .connect();
 * Agent agent = Agent.builder().runtime(runtime).tools(mcp.registry()).model("qwen2.5:3b").build();
 * }</pre>
 *
 * <p>A tool's schema is mapped to Vex's, so argument coercion and "did you mean" work as for a
 * built-in tool. Its description is shown to the model as the tool's description, marked with the
 * server's name, and never reaches the system prompt. A result's text, structured content and
 * resource links become the tool result, cut to {@link Builder#maxResultChars}; an error result, a
 * JSON-RPC error, a server that dies, hangs, floods notifications or writes garbage to stdout each
 * give a failed tool call that the model is told about, never a failed turn.
 *
 * <p>Every server process started here ends when {@link #close()} is called or when the runtime
 * given to {@link Builder#runtime} closes. Thread-safe.
 */
public final class McpTools implements AutoCloseable {
  private static final Pattern SERVER_NAME = Pattern.compile("[A-Za-z0-9_-]{1,32}");

  private final List<Connection> connections;
  private final Map<String, String> prefixes;
  private final Consumer<ToolRegistry> onToolsChanged;
  private volatile ToolRegistry registry;

  private McpTools(List<Connection> connections, Builder b) {
    this.connections = List.copyOf(connections);
    this.prefixes = Map.copyOf(b.prefixes);
    this.onToolsChanged = b.onToolsChanged;
    this.registry = build();
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the tools of all servers as they were last listed, under the host's policy. A server's
   * {@code notifications/tools/list_changed} lists its tools again; an agent already built keeps
   * the tools it was built with, so a host that wants the new list builds its agent again (see
   * {@link Builder#onToolsChanged}).
   *
   * @return the registry
   */
  public ToolRegistry registry() {
    return registry;
  }

  /**
   * Returns the names of the connected servers, in the order they were configured.
   *
   * @return the names
   */
  public List<String> servers() {
    return connections.stream().map(Connection::name).toList();
  }

  /** Ends every server process started here and closes every connection. Idempotent. */
  @Override
  public void close() {
    for (Connection c : connections) {
      c.close();
    }
  }

  private void toolsChanged() {
    ToolRegistry next = build();
    registry = next;
    if (onToolsChanged != null) {
      onToolsChanged.accept(next);
    }
  }

  private ToolRegistry build() {
    Map<String, Integer> count = new HashMap<>();
    for (Connection c : connections) {
      if (!prefixes.containsKey(c.name())) {
        for (String n : c.toolNames()) {
          count.merge(Connection.safeName(n), 1, Integer::sum);
        }
      }
    }
    List<Tool> all = new ArrayList<>();
    Map<String, String> taken = new HashMap<>();
    for (Connection c : connections) {
      String prefix = prefixes.get(c.name());
      for (String n : c.toolNames()) {
        String p =
            prefix != null
                ? prefix
                : count.getOrDefault(Connection.safeName(n), 0) > 1 ? c.name() + "_" : "";
        String vexName = Connection.safeName(p + n);
        String before = taken.putIfAbsent(vexName, c.name());
        if (before != null) {
          throw new McpException(
              c.name(),
              "MCP servers '"
                  + before
                  + "' and '"
                  + c.name()
                  + "' both offer a tool named '"
                  + vexName
                  + "'; give one of them a prefix with McpTools.Builder.prefix",
              null);
        }
        all.add(c.tool(n, vexName));
      }
    }
    return ToolRegistry.of(all);
  }

  /** Configures and connects {@link McpTools}. Not thread-safe. */
  public static final class Builder {
    private final Map<String, Connection.Spec> servers = new LinkedHashMap<>();
    private final Map<String, Set<String>> allow = new HashMap<>();
    private final Map<String, Set<String>> deny = new HashMap<>();
    private final Map<String, Set<String>> groundTruth = new HashMap<>();
    private final Map<String, String> prefixes = new HashMap<>();
    private final Map<String, Duration> timeouts = new HashMap<>();
    private Duration timeout = Duration.ofSeconds(30);
    private Duration startTimeout = Duration.ofSeconds(30);
    private int maxResultChars = 8_000;
    private int maxMessageBytes = 4 << 20;
    private McpConfirmation confirmation;
    private Consumer<ToolRegistry> onToolsChanged;
    private VexRuntime runtime;

    private Builder() {}

    /**
     * Adds a server started as a process that speaks MCP on its stdin and stdout. Its stderr goes
     * to the debug log. It inherits this process's environment and working directory.
     *
     * @param server the server's name: 1-32 letters, digits, {@code _} or {@code -}; it names the
     *     server in prefixes, policies, logs and errors
     * @param command the command line, program first
     * @return this builder
     */
    public Builder stdio(String server, String... command) {
      return stdio(server, List.of(command));
    }

    /**
     * Adds a server started as a process that speaks MCP on its stdin and stdout.
     *
     * @param server the server's name, see {@link #stdio(String, String...)}
     * @param command the command line, program first
     * @return this builder
     */
    public Builder stdio(String server, List<String> command) {
      if (command.isEmpty()) {
        throw new IllegalArgumentException("the command of MCP server '" + server + "' is empty");
      }
      return add(new Connection.Spec(checkName(server), List.copyOf(command), null));
    }

    /**
     * Adds a server reached over Streamable HTTP at the given URL, for example {@code
     * http://127.0.0.1:3001/mcp}.
     *
     * @param server the server's name, see {@link #stdio(String, String...)}
     * @param url the MCP endpoint, http or https
     * @return this builder
     */
    public Builder http(String server, URI url) {
      String scheme = url.getScheme();
      if (!"http".equals(scheme) && !"https".equals(scheme)) {
        throw new IllegalArgumentException("MCP server URL must be http or https: " + url);
      }
      return add(new Connection.Spec(checkName(server), null, url));
    }

    private Builder add(Connection.Spec spec) {
      if (servers.putIfAbsent(spec.name(), spec) != null) {
        throw new IllegalArgumentException("two MCP servers are named '" + spec.name() + "'");
      }
      return this;
    }

    private static String checkName(String server) {
      if (server == null || !SERVER_NAME.matcher(server).matches()) {
        throw new IllegalArgumentException(
            "MCP server name '" + server + "' must be 1-32 letters, digits, '_' or '-'");
      }
      return server;
    }

    /**
     * Offers only the named tools of a server (names as the server gives them). By default every
     * tool a server lists is offered, less those denied.
     *
     * @param server the server's name
     * @param tools the tool names
     * @return this builder
     */
    public Builder allow(String server, String... tools) {
      allow.computeIfAbsent(server, k -> new LinkedHashSet<>()).addAll(List.of(tools));
      return this;
    }

    /**
     * Never offers the named tools of a server; deny wins over allow.
     *
     * @param server the server's name
     * @param tools the tool names
     * @return this builder
     */
    public Builder deny(String server, String... tools) {
      deny.computeIfAbsent(server, k -> new LinkedHashSet<>()).addAll(List.of(tools));
      return this;
    }

    /**
     * Puts a prefix before the name of each of a server's tools, for example {@code fs_}. Without
     * one, a tool keeps its own name unless another server offers the same name: then both get
     * their server's name and {@code _} before it. Names are cut to 64 characters and characters
     * other than letters, digits, {@code _} and {@code -} become {@code _}.
     *
     * @param server the server's name
     * @param prefix the prefix, may be empty
     * @return this builder
     */
    public Builder prefix(String server, String prefix) {
      prefixes.put(server, Objects.requireNonNull(prefix, "prefix"));
      return this;
    }

    /**
     * Sets how long a tool call may wait for a server's answer. The default is 30 seconds.
     *
     * @param timeout 1 millisecond to 1 hour
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      this.timeout = checkTimeout(timeout);
      return this;
    }

    /**
     * Sets how long a tool call of one server may wait for its answer, instead of {@link
     * #timeout(Duration)}.
     *
     * @param server the server's name
     * @param timeout 1 millisecond to 1 hour
     * @return this builder
     */
    public Builder timeout(String server, Duration timeout) {
      timeouts.put(server, checkTimeout(timeout));
      return this;
    }

    private static Duration checkTimeout(Duration t) {
      if (t.isNegative() || t.isZero() || t.compareTo(Duration.ofHours(1)) > 0) {
        throw new IllegalArgumentException("timeout must be 1 ms to 1 hour: " + t);
      }
      return t;
    }

    /**
     * Sets how long starting, initialising and listing the tools of one server may take. The
     * default is 30 seconds.
     *
     * @param timeout 1 millisecond to 1 hour
     * @return this builder
     */
    public Builder startTimeout(Duration timeout) {
      this.startTimeout = checkTimeout(timeout);
      return this;
    }

    /**
     * Sets how many characters of a result the model gets; the rest is cut with a marker. The
     * agent's own {@code toolOutputLimit} applies too. The default is 8,000.
     *
     * @param chars 100 to 1,000,000
     * @return this builder
     */
    public Builder maxResultChars(int chars) {
      if (chars < 100 || chars > 1_000_000) {
        throw new IllegalArgumentException("maxResultChars must be 100..1000000: " + chars);
      }
      this.maxResultChars = chars;
      return this;
    }

    /**
     * Sets the longest message read from a server. A longer one is dropped unread, and the calls
     * waiting on that server fail. The default is 4 MiB.
     *
     * @param bytes 1 KiB to 64 MiB
     * @return this builder
     */
    public Builder maxMessageBytes(int bytes) {
      if (bytes < 1024 || bytes > 64 << 20) {
        throw new IllegalArgumentException("maxMessageBytes must be 1 KiB..64 MiB: " + bytes);
      }
      this.maxMessageBytes = bytes;
      return this;
    }

    /**
     * Asks the host before each MCP tool call; a declined call is not sent. The default is none:
     * every offered tool runs when the model calls it.
     *
     * @param confirmation the callback
     * @return this builder
     */
    public Builder confirmation(McpConfirmation confirmation) {
      this.confirmation = Objects.requireNonNull(confirmation, "confirmation");
      return this;
    }

    /**
     * Declares that the named tools of a server return ground truth: their structured content's
     * figures are checked by the digit scan and its URLs allowed by the URL guard, as a grounded
     * fetcher's, with the server named as the source. See {@link McpGroundTruth} for the shape.
     *
     * @param server the server's name
     * @param tools the tool names on the server
     * @return this builder
     */
    public Builder groundTruth(String server, String... tools) {
      groundTruth.computeIfAbsent(server, k -> new LinkedHashSet<>()).addAll(List.of(tools));
      return this;
    }

    /**
     * Is told the new registry each time a server's tool list changes. It runs on a transport
     * thread and must return quickly. The default is none.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder onToolsChanged(Consumer<ToolRegistry> listener) {
      this.onToolsChanged = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Sets the runtime whose close ends the servers. The default is {@link
     * VexRuntime#defaultRuntime()}.
     *
     * @param runtime the runtime
     * @return this builder
     */
    public Builder runtime(VexRuntime runtime) {
      this.runtime = Objects.requireNonNull(runtime, "runtime");
      return this;
    }

    /**
     * Starts and initialises every server and lists its tools, one after another.
     *
     * @return the connected tools
     * @throws McpException when a server does not start, initialise or list its tools in time; the
     *     servers already started are stopped
     * @throws IllegalArgumentException when a policy names a server that was not added
     */
    public McpTools connect() {
      for (Map<String, ?> policy : List.of(allow, deny, groundTruth, prefixes, timeouts)) {
        for (String s : policy.keySet()) {
          if (!servers.containsKey(s)) {
            throw new IllegalArgumentException(
                "a policy names MCP server '" + s + "', which was not added");
          }
        }
      }
      VexRuntime rt = runtime != null ? runtime : VexRuntime.defaultRuntime();
      List<Connection> started = new ArrayList<>();
      McpTools[] self = new McpTools[1];
      try {
        for (Connection.Spec spec : servers.values()) {
          String n = spec.name();
          Connection.Policy policy =
              new Connection.Policy(
                  allow.get(n),
                  deny.getOrDefault(n, Set.of()),
                  groundTruth.getOrDefault(n, Set.of()),
                  timeouts.getOrDefault(n, timeout),
                  startTimeout,
                  maxResultChars,
                  maxMessageBytes,
                  confirmation);
          Connection c =
              new Connection(
                  spec,
                  policy,
                  () -> {
                    if (self[0] != null) {
                      self[0].toolsChanged();
                    }
                  });
          started.add(c);
          rt.closeWithRuntime(c);
          c.start();
        }
      } catch (RuntimeException e) {
        started.forEach(Connection::close);
        throw e;
      }
      McpTools tools = new McpTools(started, this);
      self[0] = tools;
      return tools;
    }
  }
}
