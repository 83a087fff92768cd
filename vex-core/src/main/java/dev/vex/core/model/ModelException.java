package dev.vex.core.model;

import dev.vex.core.VexException;

/**
 * The model server failed to answer a chat or a query. The {@link #kind()} tells the caller what to
 * do; the server's own message is kept in {@link #serverMessage()}.
 */
public class ModelException extends VexException {
  private static final long serialVersionUID = 1L;

  /** What went wrong, so that callers and the agent's recovery can decide without parsing text. */
  public enum Kind {
    /** The model is not on the server (HTTP 404). Pull it or configure another; no retry. */
    MODEL_NOT_FOUND(false),
    /** The model lacks a capability the request used: tools, thinking, chat (HTTP 400). */
    UNSUPPORTED_CAPABILITY(false),
    /** The server rejected the request (HTTP 400): a request bug. No retry. */
    BAD_REQUEST(false),
    /** The server's queue is full (HTTP 503). Retry with backoff. */
    SERVER_BUSY(true),
    /** The model runner failed: crashed, failed to load, or could not parse its tool call (500). */
    MODEL_FAILED(true),
    /** The reply stream broke: an error line mid-stream, a dropped connection, no final chunk. */
    STREAM_BROKEN(true),
    /** A connect, first-byte, idle or whole-reply timeout passed. */
    TIMEOUT(true),
    /**
     * The reply grew past the client's size limit (see {@code OllamaClient.Builder.maxReplyChars})
     * and was cut off. The same request would likely ramble again: no retry.
     */
    REPLY_TOO_LARGE(false),
    /** Nothing listens at the server's address. */
    UNAVAILABLE(true);

    private final boolean retryable;

    Kind(boolean retryable) {
      this.retryable = retryable;
    }

    /**
     * Returns whether a retry of the same request may succeed.
     *
     * @return true when a retry may help
     */
    public boolean retryable() {
      return retryable;
    }
  }

  private final Kind kind;
  private final int status;
  private final String serverMessage;

  /**
   * Creates the exception.
   *
   * @param kind what went wrong
   * @param status the HTTP status, or -1 when there was no response
   * @param serverMessage the server's own message, or null
   * @param message the full message, saying what to do next
   * @param cause the cause, may be null
   */
  public ModelException(
      Kind kind, int status, String serverMessage, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }

  /**
   * Returns what went wrong.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the HTTP status, or -1 when there was no response (timeout, refused, broken stream
   * after a 200).
   *
   * @return the status
   */
  public int status() {
    return status;
  }

  /**
   * Returns the server's own error text, as it sent it, or null.
   *
   * @return the server's message
   */
  public String serverMessage() {
    return serverMessage;
  }

  /**
   * Returns whether a retry of the same request may succeed.
   *
   * @return true when a retry may help
   */
  public boolean retryable() {
    return kind.retryable();
  }
}
