package dev.vex.mcp.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.guard.Guard;
import dev.vex.grounding.Grounding;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * Vex's grounded fetchers and guards as an MCP server, for any MCP client.
 *
 * <p>Tools: one {@code get_<kind>} per grounded fetcher (weather, news, stocks, crypto, recipes,
 * sports, currency, translate, search), each answering with structured content that carries the
 * figures, the fetch time and the source URLs, in the shape {@link dev.vex.mcp.McpGroundTruth}
 * reads; and {@code check_reply}, which runs the guards (by default the digit scan and the URL
 * allowlist) over a draft against the ground truth the client gives, and answers with the verdict,
 * the reasons and the guarded text.
 *
 * <pre>{@code
 * // over stdio, for a client that starts it as a process
 * VexMcpServer.builder().build().serveStdio();
 * // over Streamable HTTP on 127.0.0.1:3000/mcp
 * try (VexMcpServer.Http http = VexMcpServer.builder().build().serveHttp(3000)) { ... }
 * }</pre>
 *
 * <p>From the command line: {@code java -cp ... dev.vex.mcp.server.VexMcpServer} (stdio) or {@code
 * ... VexMcpServer --http 3000}. Immutable and thread-safe; each serve call starts its own session.
 */
public final class VexMcpServer {
  private final Map<String, GroundedFetcher> fetchers;
  private final List<Guard> guards;
  private final Duration fetchTimeout;
  private final VexRuntime runtime;
  private final McpJsonMapper json = new JacksonMcpJsonMapper(new ObjectMapper());

  private VexMcpServer(Builder b) {
    this.fetchers = Map.copyOf(b.fetchers);
    this.guards = List.copyOf(b.guards);
    this.fetchTimeout = b.fetchTimeout;
    this.runtime = b.runtime;
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
   * Returns the names of the tools this server offers.
   *
   * @return the tool names, fetchers first in kind order, then {@code check_reply}
   */
  public List<String> toolNames() {
    return specifications().stream().map(s -> s.tool().name()).toList();
  }

  List<McpServerFeatures.SyncToolSpecification> specifications() {
    VexRuntime rt = runtime != null ? runtime : VexRuntime.defaultRuntime();
    List<McpServerFeatures.SyncToolSpecification> specs = new ArrayList<>();
    fetchers.entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(
            e -> specs.add(FetcherTool.spec(e.getKey(), e.getValue(), fetchTimeout, rt, json)));
    specs.add(CheckTool.spec(guards, json));
    return specs;
  }

  private McpSyncServer build(McpServer.SyncSpecification<?> spec) {
    return spec.serverInfo("vex", "0.1.0")
        .instructions(
            "Live data with provenance (get_* tools) and a check of a draft against it"
                + " (check_reply).")
        .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
        .tools(specifications())
        .build();
  }

  /**
   * Serves one client on this process's stdin and stdout until the client closes stdin. Logs must
   * not go to stdout while this runs.
   */
  public void serveStdio() {
    serveStdio(System.in, System.out);
  }

  /**
   * Serves one client over the given streams until the input ends.
   *
   * @param in what the client writes
   * @param out where the answers go
   */
  public void serveStdio(InputStream in, OutputStream out) {
    CountDownLatch ended = new CountDownLatch(1);
    InputStream watched =
        new java.io.FilterInputStream(in) {
          @Override
          public int read(byte[] b, int off, int len) throws java.io.IOException {
            int n = super.read(b, off, len);
            if (n < 0) {
              ended.countDown();
            }
            return n;
          }

          @Override
          public int read() throws java.io.IOException {
            int n = super.read();
            if (n < 0) {
              ended.countDown();
            }
            return n;
          }
        };
    McpSyncServer server =
        build(McpServer.sync(new StdioServerTransportProvider(json, watched, out)));
    try {
      ended.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      server.closeGracefully();
    }
  }

  /**
   * Serves over Streamable HTTP at {@code /mcp} on the loopback address. Requests whose {@code
   * Host} header is not a loopback name are refused (against DNS rebinding).
   *
   * @param port the port, or 0 for any free one
   * @return the running server; close it to stop
   * @throws IllegalStateException when the port cannot be bound
   */
  public Http serveHttp(int port) {
    return serveHttp(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
  }

  /**
   * Serves over Streamable HTTP at {@code /mcp} on the given address. Binding to another address
   * than loopback exposes live data and the guards to the network: the host's choice.
   *
   * @param address the address
   * @return the running server; close it to stop
   * @throws IllegalStateException when the address cannot be bound
   */
  public Http serveHttp(InetSocketAddress address) {
    HttpServletStreamableServerTransportProvider transport =
        HttpServletStreamableServerTransportProvider.builder()
            .jsonMapper(json)
            .mcpEndpoint("/mcp")
            .securityValidator(
                DefaultServerTransportSecurityValidator.builder()
                    .allowedHosts(List.of("127.0.0.1:*", "localhost:*", "[::1]:*"))
                    .allowedOrigins(
                        List.of("http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*"))
                    .build())
            .build();
    McpSyncServer mcp = build(McpServer.sync(transport));
    Server jetty = new Server();
    ServerConnector connector = new ServerConnector(jetty);
    connector.setHost(address.getHostString());
    connector.setPort(address.getPort());
    jetty.addConnector(connector);
    ServletContextHandler context = new ServletContextHandler();
    context.setContextPath("/");
    ServletHolder holder = new ServletHolder(transport);
    holder.setAsyncSupported(true);
    context.addServlet(holder, "/*");
    jetty.setHandler(context);
    try {
      jetty.start();
    } catch (Exception e) {
      mcp.closeGracefully();
      throw new IllegalStateException("Vex MCP server could not bind " + address + ": " + e, e);
    }
    URI uri =
        URI.create(
            "http://"
                + (address.getAddress() != null && address.getAddress().isLoopbackAddress()
                    ? "127.0.0.1"
                    : address.getHostString())
                + ":"
                + connector.getLocalPort()
                + "/mcp");
    return new Http(jetty, mcp, uri);
  }

  /** A running Streamable HTTP server. Closing it stops it. */
  public static final class Http implements AutoCloseable {
    private final Server jetty;
    private final McpSyncServer mcp;
    private final URI uri;

    private Http(Server jetty, McpSyncServer mcp, URI uri) {
      this.jetty = jetty;
      this.mcp = mcp;
      this.uri = uri;
    }

    /**
     * Returns the MCP endpoint, for example {@code http://127.0.0.1:3000/mcp}.
     *
     * @return the endpoint
     */
    public URI uri() {
      return uri;
    }

    /** Stops the server. Idempotent. */
    @Override
    public void close() {
      mcp.closeGracefully();
      try {
        jetty.stop();
      } catch (Exception e) {
        throw new IllegalStateException("stopping the Vex MCP server failed", e);
      }
    }
  }

  /**
   * Runs the server with the built-in fetchers: over stdio by default, or {@code --http PORT} on
   * loopback.
   *
   * @param args {@code [--http PORT]}
   * @throws InterruptedException when interrupted while serving HTTP
   */
  public static void main(String[] args) throws InterruptedException {
    VexMcpServer server = builder().build();
    if (args.length == 2 && args[0].equals("--http")) {
      Http http = server.serveHttp(Integer.parseInt(args[1]));
      System.err.println("Vex MCP server listening on " + http.uri());
      Thread.currentThread().join();
    } else if (args.length == 0 || (args.length == 1 && args[0].equals("--stdio"))) {
      server.serveStdio();
    } else {
      System.err.println("usage: VexMcpServer [--stdio | --http PORT]");
      System.exit(2);
    }
  }

  /** Configures a {@link VexMcpServer}. Not thread-safe. */
  public static final class Builder {
    private final Map<String, GroundedFetcher> fetchers =
        new LinkedHashMap<>(Grounding.defaults().fetchers());
    private List<Guard> guards = List.of(DigitScanGuard.defaults(), UrlAllowlistGuard.defaults());
    private Duration fetchTimeout = Duration.ofSeconds(10);
    private VexRuntime runtime;

    private Builder() {}

    /**
     * Offers the fetchers of a grounding set instead of the built-in ones. The default is {@link
     * Grounding#defaults()}.
     *
     * @param grounding the grounding set
     * @return this builder
     */
    public Builder grounding(Grounding grounding) {
      fetchers.clear();
      fetchers.putAll(grounding.fetchers());
      return this;
    }

    /**
     * Offers one more fetcher, or replaces the one of that kind, as tool {@code get_<kind>}.
     *
     * @param kind the kind: letters, digits and {@code _}
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder fetcher(String kind, GroundedFetcher fetcher) {
      if (!kind.matches("[a-z0-9_]{1,40}")) {
        throw new IllegalArgumentException("kind must be 1-40 of a-z, 0-9, _: " + kind);
      }
      fetchers.put(kind, Objects.requireNonNull(fetcher, "fetcher"));
      return this;
    }

    /**
     * Offers no fetcher tool of these kinds.
     *
     * @param kinds the kinds
     * @return this builder
     */
    public Builder without(String... kinds) {
      for (String k : kinds) {
        fetchers.remove(k);
      }
      return this;
    }

    /**
     * Sets the guards {@code check_reply} runs, in order. The default is the digit scan and the URL
     * allowlist with their defaults.
     *
     * @param guards the guards
     * @return this builder
     */
    public Builder guards(List<Guard> guards) {
      this.guards = List.copyOf(guards);
      return this;
    }

    /**
     * Sets how long one fetch may take. The default is 10 seconds.
     *
     * @param timeout 1 millisecond to 10 minutes
     * @return this builder
     */
    public Builder fetchTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero() || timeout.toMinutes() > 10) {
        throw new IllegalArgumentException("fetchTimeout must be 1 ms to 10 minutes: " + timeout);
      }
      this.fetchTimeout = timeout;
      return this;
    }

    /**
     * Sets the runtime the fetches run on. The default is {@link VexRuntime#defaultRuntime()}.
     *
     * @param runtime the runtime
     * @return this builder
     */
    public Builder runtime(VexRuntime runtime) {
      this.runtime = Objects.requireNonNull(runtime, "runtime");
      return this;
    }

    /**
     * Builds the server; nothing is served until a serve method is called.
     *
     * @return the server
     */
    public VexMcpServer build() {
      return new VexMcpServer(this);
    }
  }
}
