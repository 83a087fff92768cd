package dev.vex.core.model;

import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import java.util.List;
import java.util.Objects;

/**
 * A complete model reply. A backend builds one with {@link #builder(Message)}: what a reply carries
 * grows by builder setters, never by more constructors (the constructors are kept for existing
 * callers).
 *
 * @param model the model name as the server echoed it
 * @param message the assistant message: content, thinking and every tool call of the reply
 * @param doneReason {@code stop}, {@code length}, {@code load} or {@code unload}; never use it to
 *     decide whether the reply is a tool turn (Ollama says {@code stop} for tool calls too)
 * @param metrics the server's metrics
 * @param route which server answered and which failed before it, when a backend spreads requests
 *     over several servers; {@link Route#NONE} otherwise
 */
public record ChatResponse(
    String model, Message message, String doneReason, Metrics metrics, Route route) {

  /** Validates the response. */
  public ChatResponse {
    Objects.requireNonNull(message, "message");
    model = model == null ? "" : model;
    doneReason = doneReason == null ? "" : doneReason;
    metrics = metrics == null ? Metrics.NONE : metrics;
    route = route == null ? Route.NONE : route;
  }

  /**
   * A reply from a single server.
   *
   * @param model the model name as the server echoed it
   * @param message the assistant message
   * @param doneReason why generation stopped
   * @param metrics the server's metrics
   */
  public ChatResponse(String model, Message message, String doneReason, Metrics metrics) {
    this(model, message, doneReason, metrics, Route.NONE);
  }

  /**
   * Starts a reply holding the assistant message; the model and the done reason are empty, the
   * metrics {@link Metrics#NONE} and the route {@link Route#NONE} by default.
   *
   * @param message the assistant message
   * @return a builder
   */
  public static Builder builder(Message message) {
    return new Builder(message);
  }

  /** Builds a {@link ChatResponse}. Not thread-safe. */
  public static final class Builder {
    private final Message message;
    private String model = "";
    private String doneReason = "";
    private Metrics metrics = Metrics.NONE;
    private Route route = Route.NONE;

    private Builder(Message message) {
      this.message = Objects.requireNonNull(message, "message");
    }

    /**
     * Sets the model name as the server echoed it. The default is empty.
     *
     * @param model the model name
     * @return this builder
     */
    public Builder model(String model) {
      this.model = model;
      return this;
    }

    /**
     * Sets why generation stopped ({@code stop}, {@code length}, …). The default is empty.
     *
     * @param doneReason the reason
     * @return this builder
     */
    public Builder doneReason(String doneReason) {
      this.doneReason = doneReason;
      return this;
    }

    /**
     * Sets the server's metrics. The default is {@link Metrics#NONE}.
     *
     * @param metrics the metrics
     * @return this builder
     */
    public Builder metrics(Metrics metrics) {
      this.metrics = metrics;
      return this;
    }

    /**
     * Sets which server answered. The default is {@link Route#NONE}.
     *
     * @param route the route
     * @return this builder
     */
    public Builder route(Route route) {
      this.route = route;
      return this;
    }

    /**
     * Builds the reply.
     *
     * @return the reply
     */
    public ChatResponse build() {
      return new ChatResponse(model, message, doneReason, metrics, route);
    }
  }

  /**
   * Returns a copy that says which server answered and which failed before it.
   *
   * @param route the route
   * @return the copy
   */
  public ChatResponse withRoute(Route route) {
    return new ChatResponse(model, message, doneReason, metrics, route);
  }

  /**
   * Which server of several answered a request, and the servers that failed before it.
   *
   * @param server the name of the server that answered, or empty when there is only one
   * @param failovers one line per server that failed first: its name and why
   * @param failed the same servers as {@code failovers}, in the same order, as values (for
   *     telemetry); empty when the route was made without them
   */
  public record Route(String server, List<String> failovers, List<Failover> failed) {
    /** A reply from the only server. */
    public static final Route NONE = new Route("", List.of());

    /** Validates and copies. */
    public Route {
      server = server == null ? "" : server;
      failovers = List.copyOf(failovers);
      failed = failed == null ? List.of() : List.copyOf(failed);
    }

    /**
     * A route whose failed servers are told in words only; {@link #failed()} is empty.
     *
     * @param server the name of the server that answered, or empty when there is only one
     * @param failovers one line per server that failed first: its name and why
     */
    public Route(String server, List<String> failovers) {
      this(server, failovers, List.of());
    }
  }

  /**
   * One server of a pool that failed a request before another server answered it.
   *
   * @param server the server's name in the pool
   * @param errorType the failure's class name, for example {@code
   *     dev.vex.core.model.ModelFailedException}
   * @param kind the failure's {@link ModelException.Kind} name, or empty when the server threw
   *     something other than a {@link ModelException}
   * @param message why, in words
   */
  public record Failover(String server, String errorType, String kind, String message) {
    /** Validates. */
    public Failover {
      Objects.requireNonNull(server, "server");
      Objects.requireNonNull(errorType, "errorType");
      kind = kind == null ? "" : kind;
      message = message == null ? "" : message;
    }
  }

  /**
   * Returns the reply's text.
   *
   * @return the content, never null
   */
  public String content() {
    return message.content();
  }

  /**
   * Returns the tool calls of the reply, in index order.
   *
   * @return the calls, empty when the reply is plain text
   */
  public List<ToolCall> toolCalls() {
    return message.toolCalls();
  }

  /**
   * Returns whether generation stopped at the token or context limit.
   *
   * @return true when {@code doneReason} is {@code length}
   */
  public boolean truncated() {
    return "length".equals(doneReason);
  }
}
