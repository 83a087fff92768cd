package dev.vex.mcp;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A call of an MCP tool the host is asked to confirm.
 *
 * @param server the server's name as the host configured it
 * @param tool the tool's name on the server
 * @param name the name the model calls it by (with a prefix, when it has one)
 * @param arguments the arguments after Vex's coercion, as they will be sent: plain Java values
 *     (String, Boolean, Long, Double or BigDecimal, List, Map); unmodifiable
 * @param readOnly whether the server says the tool only reads ({@code readOnlyHint}); a hint from
 *     the server, not a guarantee
 * @param destructive whether the server says the tool may destroy data ({@code destructiveHint},
 *     true when the server does not say)
 */
public record McpToolCall(
    String server,
    String tool,
    String name,
    Map<String, Object> arguments,
    boolean readOnly,
    boolean destructive) {

  /** Validates. */
  public McpToolCall {
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(tool, "tool");
    Objects.requireNonNull(name, "name");
    arguments =
        arguments == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
  }
}
