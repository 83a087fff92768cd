package dev.vex.core.model;

import dev.vex.core.message.Message;
import dev.vex.core.tool.ToolRegistry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One request to {@code /api/chat}. Immutable; build it with {@link #builder(String)}.
 *
 * @param model the model name, for example {@code qwen2.5:3b}
 * @param messages the messages, oldest first
 * @param tools the tools offered to the model this round (resent every round); may be empty
 * @param format the shape the reply must take, or null for free text
 * @param options model options such as {@code temperature} or {@code num_ctx}; may be empty
 * @param keepAlive how long the server keeps the model loaded ({@code "5m"}, {@code "-1"}), or null
 *     for the server's default
 * @param think whether and how hard the model thinks, or null for the server's default
 * @param stream whether the reply streams as NDJSON
 */
public record ChatRequest(
    String model,
    List<Message> messages,
    ToolRegistry tools,
    ResponseFormat format,
    Map<String, Object> options,
    String keepAlive,
    Think think,
    boolean stream) {

  /** Validates the request and copies its collections. */
  public ChatRequest {
    Objects.requireNonNull(model, "model");
    if (model.isBlank()) {
      throw new IllegalArgumentException("model is blank");
    }
    messages = List.copyOf(messages);
    tools = tools == null ? ToolRegistry.empty() : tools;
    options =
        options == null || options.isEmpty()
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(options));
  }

  /**
   * Starts a request for the model.
   *
   * @param model the model name
   * @return a builder
   */
  public static Builder builder(String model) {
    return new Builder(model);
  }

  /**
   * Returns a builder holding this request's values.
   *
   * @return a builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(model);
    b.messages.addAll(messages);
    b.tools = tools;
    b.format = format;
    b.options.putAll(options);
    b.keepAlive = keepAlive;
    b.think = think;
    b.stream = stream;
    return b;
  }

  /** Builds a {@link ChatRequest}. Not thread-safe. */
  public static final class Builder {
    private String model;
    private final List<Message> messages = new ArrayList<>();
    private ToolRegistry tools = ToolRegistry.empty();
    private ResponseFormat format;
    private final Map<String, Object> options = new LinkedHashMap<>();
    private String keepAlive;
    private Think think;
    private boolean stream;

    private Builder(String model) {
      this.model = model;
    }

    /**
     * Sets the model.
     *
     * @param model the model name
     * @return this builder
     */
    public Builder model(String model) {
      this.model = model;
      return this;
    }

    /**
     * Appends a message.
     *
     * @param message the message
     * @return this builder
     */
    public Builder message(Message message) {
      messages.add(Objects.requireNonNull(message, "message"));
      return this;
    }

    /**
     * Replaces the messages.
     *
     * @param messages the messages, oldest first
     * @return this builder
     */
    public Builder messages(List<Message> messages) {
      this.messages.clear();
      this.messages.addAll(messages);
      return this;
    }

    /**
     * Sets the tools offered to the model. The default is none.
     *
     * @param tools the tools
     * @return this builder
     */
    public Builder tools(ToolRegistry tools) {
      this.tools = tools;
      return this;
    }

    /**
     * Sets the shape the reply must take: {@link ResponseFormat#json()} or a schema. The default is
     * none (free text).
     *
     * @param format the format, or null for none
     * @return this builder
     */
    public Builder format(ResponseFormat format) {
      this.format = format;
      return this;
    }

    /**
     * Sets one model option, such as {@code temperature} or {@code num_ctx}.
     *
     * @param name the option name
     * @param value a Number, Boolean, String or List of them
     * @return this builder
     */
    public Builder option(String name, Object value) {
      options.put(name, value);
      return this;
    }

    /**
     * Sets all model options.
     *
     * @param options the options
     * @return this builder
     */
    public Builder options(Map<String, Object> options) {
      this.options.clear();
      this.options.putAll(options);
      return this;
    }

    /**
     * Sets how long the server keeps the model loaded. The default is the server's (5 minutes).
     *
     * @param keepAlive a duration such as {@code "10m"}, or {@code "-1"} for ever
     * @return this builder
     */
    public Builder keepAlive(String keepAlive) {
      this.keepAlive = keepAlive;
      return this;
    }

    /**
     * Sets whether and how hard the model thinks. The default (null) is the server's.
     *
     * @param think the setting, or null for the server's default
     * @return this builder
     */
    public Builder think(Think think) {
      this.think = think;
      return this;
    }

    /**
     * Sets whether the reply streams. The default is false.
     *
     * @param stream true to stream NDJSON
     * @return this builder
     */
    public Builder stream(boolean stream) {
      this.stream = stream;
      return this;
    }

    /**
     * Builds the request.
     *
     * @return the request
     */
    public ChatRequest build() {
      return new ChatRequest(model, messages, tools, format, options, keepAlive, think, stream);
    }
  }
}
