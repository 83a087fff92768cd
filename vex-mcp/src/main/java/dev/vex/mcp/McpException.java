package dev.vex.mcp;

import dev.vex.core.VexException;

/**
 * An MCP server failed: it did not start or initialise, it answered a tool call with an error, it
 * did not answer in time, or it died. Inside a turn it is a failed tool call the model is told
 * about; at {@link McpTools.Builder#connect()} it names the server and says what to check.
 */
public class McpException extends VexException {
  private static final long serialVersionUID = 1L;

  /** The server's name as the host configured it. */
  private final String server;

  /**
   * Creates the exception.
   *
   * @param server the server's name
   * @param message what happened and what to do next
   * @param cause the cause, may be null
   */
  public McpException(String server, String message, Throwable cause) {
    super(message, cause);
    this.server = server;
  }

  /**
   * Returns the server's name as the host configured it.
   *
   * @return the name
   */
  public String server() {
    return server;
  }
}
