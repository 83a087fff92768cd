package dev.vex.core.tool;

import java.time.Duration;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A tool the model can call: a name, a description, a parameter schema and a handler.
 *
 * <pre>{@code
 * Tool weather = Tool.of("get_weather", "Current weather for a city",
 *     ObjectSchema.builder().requiredString("city", "City name").build(),
 *     args -> weatherService.now(args.string("city")));
 * }</pre>
 *
 * @param name the name the model calls it by: letters, digits, {@code _} and {@code -}
 * @param description what it does, in one line the model can act on
 * @param parameters the schema of its arguments
 * @param handler the code that runs it
 * @param timeout how long it may run, or null for the agent's default
 */
public record Tool(
    String name,
    String description,
    ObjectSchema parameters,
    ToolHandler handler,
    Duration timeout) {

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");

  /** Validates the tool. */
  public Tool {
    Objects.requireNonNull(name, "name");
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException(
          "tool name '" + name + "' must be 1-64 letters, digits, '_' or '-'");
    }
    description = Objects.requireNonNullElse(description, "");
    parameters = Objects.requireNonNullElse(parameters, ObjectSchema.empty());
    Objects.requireNonNull(handler, "handler");
    if (timeout != null && (timeout.isNegative() || timeout.isZero())) {
      throw new IllegalArgumentException("timeout must be positive: " + timeout);
    }
  }

  /**
   * Creates a tool that uses the agent's default timeout.
   *
   * @param name the name
   * @param description the description
   * @param parameters the parameter schema
   * @param handler the handler
   * @return the tool
   */
  public static Tool of(
      String name, String description, ObjectSchema parameters, ToolHandler handler) {
    return new Tool(name, description, parameters, handler, null);
  }

  /**
   * Creates a tool whose parameters are the components of a record; {@link Description} on the
   * components describes them to the model. The schema is derived once, here.
   *
   * <pre>{@code
   * record Forecast(@Description("City name") String city, @Description("Days ahead") int days) {}
   * Tool forecast = Tool.of("get_forecast", "Weather forecast", Forecast.class,
   *     f -> forecasts.get(f.city(), f.days()));
   * }</pre>
   *
   * @param name the name
   * @param description the description
   * @param parameters the record class
   * @param handler the handler, receiving the built record
   * @param <R> the record type
   * @return the tool
   * @throws IllegalArgumentException when a component has a type tools cannot take
   */
  public static <R extends Record> Tool of(
      String name, String description, Class<R> parameters, RecordToolHandler<R> handler) {
    RecordSchema<R> schema = new RecordSchema<>(parameters);
    return new Tool(
        name,
        description,
        schema.schema(),
        args -> handler.call(schema.instantiate(args.jsonView())),
        null);
  }

  /**
   * Returns a copy with its own timeout.
   *
   * @param timeout how long the tool may run
   * @return the copy
   */
  public Tool withTimeout(Duration timeout) {
    return new Tool(name, description, parameters, handler, timeout);
  }

  /**
   * Returns a copy whose handler {@linkplain ToolHandler#answersInterrupts() answers interrupts}:
   * for a handler that computes, or waits only in calls that end at an interrupt. A round's lone
   * call of it then runs on the turn's own thread, stopped at its timeout by an interrupt.
   *
   * @return the copy
   */
  public Tool answeringInterrupts() {
    if (handler.answersInterrupts()) {
      return this;
    }
    ToolHandler inner = handler;
    ToolHandler answering =
        new ToolHandler() {
          @Override
          public String call(ToolArguments arguments) throws Exception {
            return inner.call(arguments);
          }

          @Override
          public boolean answersInterrupts() {
            return true;
          }
        };
    return new Tool(name, description, parameters, answering, timeout);
  }
}
