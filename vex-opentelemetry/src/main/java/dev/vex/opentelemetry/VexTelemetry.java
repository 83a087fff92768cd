package dev.vex.opentelemetry;

import dev.vex.core.event.AgentListener;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.metrics.MeterProvider;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.TracerProvider;
import io.opentelemetry.context.Context;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Vex turns as OpenTelemetry spans and metrics, after the GenAI semantic conventions (version
 * {@value Names#SEMCONV}, status development): an {@code invoke_agent} span per turn, a {@code chat
 * {model}} span per model call, an {@code execute_tool {name}} span per tool call, and Vex's own
 * steps as {@code vex.} spans under the turn; the {@code gen_ai.client.operation.duration} and
 * {@code gen_ai.client.token.usage} histograms and counters of fetches, guard verdicts, fallbacks
 * and turns. Optionally the same metrics go to a Micrometer {@code MeterRegistry}.
 *
 * <pre>{@code
 * VexTelemetry telemetry = VexTelemetry.create(openTelemetry);
 * AgentReply reply = agent.newTurn(conversation, text)
 *     .listener(telemetry.listenerForTurn())
 *     .execute();
 * }</pre>
 *
 * <p>Immutable and thread-safe; one instance serves every turn.
 */
public final class VexTelemetry {
  /** The instrumentation scope's name. */
  public static final String SCOPE = "dev.vex";

  private final Tracer tracer;
  private final Recorder recorder;
  private final boolean metrics;
  private final boolean tracing;
  private final String turnSpanName;
  private final String agentName;
  private final String providerName;
  private final ServerAddress server;
  private final Map<String, ServerAddress> servers;
  private final boolean captureContent;
  private final int contentLimit;

  private VexTelemetry(Builder b) {
    this.tracer = b.openTelemetry.getTracer(SCOPE);
    // The instruments are made once here; the no-op API's are left out, so a turn builds no
    // metric points for them.
    boolean otelMetrics = b.openTelemetry.getMeterProvider() != MeterProvider.noop();
    Recorder otel = otelMetrics ? new OtelRecorder(b.openTelemetry.getMeter(SCOPE)) : null;
    this.recorder =
        otel == null
            ? b.micrometer
            : b.micrometer == null ? otel : Recorder.both(otel, b.micrometer);
    this.metrics = recorder != null;
    this.tracing = b.openTelemetry.getTracerProvider() != TracerProvider.noop();
    this.turnSpanName = b.agentName == null ? "invoke_agent" : "invoke_agent " + b.agentName;
    this.agentName = b.agentName;
    this.providerName = b.providerName;
    this.server = b.server;
    this.servers = Map.copyOf(b.servers);
    this.captureContent = b.captureContent;
    this.contentLimit = b.contentLimit;
  }

  /**
   * Telemetry with the defaults: provider {@code ollama}, no agent name, no server address, no
   * message contents.
   *
   * @param openTelemetry where spans and metrics go; {@link OpenTelemetry#noop()} records nothing
   * @return the telemetry
   */
  public static VexTelemetry create(OpenTelemetry openTelemetry) {
    return builder(openTelemetry).build();
  }

  /**
   * A builder.
   *
   * @param openTelemetry where spans and metrics go
   * @return the builder
   */
  public static Builder builder(OpenTelemetry openTelemetry) {
    return new Builder(openTelemetry);
  }

  /**
   * A listener for one turn, to pass to {@code AgentTurn.listener}. The turn's span is a child of
   * the context current on the thread that calls this method (a host's request span), also when the
   * turn then runs on the runtime's executor with {@code executeAsync}; a host's fetcher or tool
   * runs with the fetch's or the tool's span current, on whichever thread runs it. Use a new one
   * for every turn. Over {@link OpenTelemetry#noop()} (without a Micrometer registry) and outside
   * any span, this is {@link AgentListener#NONE}: the turn costs what it costs without telemetry.
   *
   * @return the turn's listener
   */
  public AgentListener listenerForTurn() {
    Context parent = Context.current();
    return idle(parent) ? AgentListener.NONE : new TurnTelemetry(this, parent, null);
  }

  /**
   * A listener for one turn of a conversation: like {@link #listenerForTurn()}, and the turn's span
   * carries {@code gen_ai.conversation.id}.
   *
   * @param conversationId the conversation's id, not blank
   * @return the turn's listener
   * @throws IllegalArgumentException when the id is blank
   */
  public AgentListener listenerForTurn(String conversationId) {
    if (conversationId == null || conversationId.isBlank()) {
      throw new IllegalArgumentException("conversationId must not be blank");
    }
    Context parent = Context.current();
    return idle(parent) ? AgentListener.NONE : new TurnTelemetry(this, parent, conversationId);
  }

  /**
   * A listener for the whole agent, to pass to {@code Agent.Builder.listener}, for hosts that do
   * not set up each turn. Each turn's span is a child of the context current when the turn starts,
   * on the thread that runs it (so a turn run with {@code executeAsync} is a root span: prefer
   * {@link #listenerForTurn()} there). It tells the turns apart by the thread running them: every
   * event of a turn comes from that thread in this version of Vex.
   *
   * @return the agent's listener
   */
  public AgentListener agentListener() {
    return new ByThread(this);
  }

  /**
   * Whether a turn under this parent would do nothing at all: the no-op API for both spans and
   * metrics (no Micrometer registry), and no span in the parent whose context a host's code on the
   * runtime's threads could join. Such a turn gets {@link AgentListener#NONE}, which costs nothing.
   */
  boolean idle(Context parent) {
    return !tracing && !metrics && !Span.fromContext(parent).getSpanContext().isValid();
  }

  Tracer tracer() {
    return tracer;
  }

  /** The metrics' recorder; only when {@link #metrics()}. */
  Recorder recorder() {
    return recorder;
  }

  /** Whether any metric is recorded (not the no-op API alone). */
  boolean metrics() {
    return metrics;
  }

  /** The turn's span name: {@code invoke_agent} and the agent's name, if any. */
  String turnSpanName() {
    return turnSpanName;
  }

  String agentName() {
    return agentName;
  }

  String providerName() {
    return providerName;
  }

  boolean captureContent() {
    return captureContent;
  }

  int contentLimit() {
    return contentLimit;
  }

  /** The server a model call went to: the pool member named, else the one server, else null. */
  ServerAddress server(String name) {
    if (name != null && !name.isEmpty()) {
      ServerAddress s = servers.get(name);
      if (s != null) {
        return s;
      }
    }
    return server;
  }

  /** The address of a pool member named with {@link Builder#server(String, URI)}, or null. */
  ServerAddress namedServer(String name) {
    return servers.get(name);
  }

  /** A server's host and port, from its base URL. */
  record ServerAddress(String host, int port) {
    static ServerAddress of(URI uri) {
      Objects.requireNonNull(uri, "uri");
      if (uri.getHost() == null) {
        throw new IllegalArgumentException("the server's URL has no host: " + uri);
      }
      int port = uri.getPort();
      if (port < 0) {
        port = "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
      }
      String host = uri.getHost();
      if (host.startsWith("[") && host.endsWith("]")) {
        host = host.substring(1, host.length() - 1);
      }
      return new ServerAddress(host, port);
    }
  }

  /** Builds a {@link VexTelemetry}. */
  public static final class Builder {
    private final OpenTelemetry openTelemetry;
    private Recorder micrometer;
    private String agentName;
    private String providerName = "ollama";
    private ServerAddress server;
    private final Map<String, ServerAddress> servers = new LinkedHashMap<>();
    private boolean captureContent;
    private int contentLimit = 16_384;

    private Builder(OpenTelemetry openTelemetry) {
      this.openTelemetry = Objects.requireNonNull(openTelemetry, "openTelemetry");
    }

    /**
     * Names the agent: {@code gen_ai.agent.name}, and the turn's span is {@code invoke_agent
     * {name}}. The default is none: the span is {@code invoke_agent}.
     *
     * @param name the agent's name, not blank
     * @return this builder
     */
    public Builder agentName(String name) {
      this.agentName = notBlank(name, "agentName");
      return this;
    }

    /**
     * Sets {@code gen_ai.provider.name}. The default is {@code ollama}; an agent on an
     * OpenAI-compatible server names that server's kind ({@code openai}, or a product's name).
     *
     * @param name the provider's name, not blank
     * @return this builder
     */
    public Builder providerName(String name) {
      this.providerName = notBlank(name, "providerName");
      return this;
    }

    /**
     * The model server's base URL, for {@code server.address} and {@code server.port} of every
     * model call. The default is none: the attributes are left out.
     *
     * @param baseUrl the URL the agent talks to, for example the simulator's or {@code
     *     http://localhost:11434}
     * @return this builder
     * @throws IllegalArgumentException when the URL has no host
     */
    public Builder server(URI baseUrl) {
      this.server = ServerAddress.of(baseUrl);
      return this;
    }

    /**
     * The base URL of one server of a {@code ServerPool}, by the name it has in the pool: a call
     * that server answered gets its address. Calls answered by a server not named here get the
     * {@link #server(URI)} address, if any.
     *
     * @param name the server's name in the pool
     * @param baseUrl its base URL
     * @return this builder
     */
    public Builder server(String name, URI baseUrl) {
      servers.put(notBlank(name, "name"), ServerAddress.of(baseUrl));
      return this;
    }

    /**
     * Records message contents: the user's message and the reply on the turn's span ({@code
     * gen_ai.input.messages}, {@code gen_ai.output.messages}), each model reply on its call's span,
     * and tool arguments and results ({@code gen_ai.tool.call.arguments}, {@code
     * gen_ai.tool.call.result}). The default is off: contents may hold personal data.
     *
     * @param capture whether to record contents
     * @return this builder
     */
    public Builder captureContent(boolean capture) {
      this.captureContent = capture;
      return this;
    }

    /**
     * The most characters of one recorded content attribute; longer text is cut and ends with
     * {@code …}. The default is 16384.
     *
     * @param chars 16 to 1,048,576
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public Builder contentLimit(int chars) {
      if (chars < 16 || chars > 1 << 20) {
        throw new IllegalArgumentException("contentLimit must be 16..1048576: " + chars);
      }
      this.contentLimit = chars;
      return this;
    }

    /**
     * Records the same metrics, with the same names, through a Micrometer registry as well (a
     * Spring Boot application's). Needs {@code io.micrometer:micrometer-core} on the classpath; it
     * is an optional dependency of this module. The default is none.
     *
     * @param registry the registry
     * @return this builder
     */
    public Builder meterRegistry(MeterRegistry registry) {
      this.micrometer = new MicrometerRecorder(Objects.requireNonNull(registry, "registry"));
      return this;
    }

    /**
     * Builds the telemetry.
     *
     * @return the telemetry
     */
    public VexTelemetry build() {
      return new VexTelemetry(this);
    }

    private static String notBlank(String value, String what) {
      if (value == null || value.isBlank()) {
        throw new IllegalArgumentException(what + " must not be blank");
      }
      return value;
    }
  }
}
