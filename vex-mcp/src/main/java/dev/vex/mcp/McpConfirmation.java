package dev.vex.mcp;

/**
 * The host's say on each MCP tool call, asked before the call is sent. A call it declines is not
 * sent: the model is told the host did not allow it, and the trace records a failed call. It runs
 * on the thread of the tool call and must be thread-safe; if it throws, the call is declined.
 */
@FunctionalInterface
public interface McpConfirmation {

  /**
   * Decides whether a call may run.
   *
   * @param call the call
   * @return true to send it
   */
  boolean allow(McpToolCall call);
}
