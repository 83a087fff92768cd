package dev.vex.grounding;

import dev.vex.core.VexException;
import dev.vex.core.grounding.SourceFailure;
import java.util.Objects;

/**
 * A source of ground truth could not answer: it was unreachable, refused, rate limited, answered
 * with something that is not the data asked for, or has no data for the question. Carries the
 * source, the URL, the HTTP status and the server's own message, as jsoup's {@code
 * HttpStatusException} does. A fetcher throws it instead of ever returning made-up data; inside an
 * agent turn the turn goes on without that source and the trace records this message.
 */
public class SourceException extends VexException implements SourceFailure {
  private static final long serialVersionUID = 1L;

  /** Why a source failed; the caller's decision (retry or not) differs between them. */
  public enum Reason {
    /** The source answered, but has no data for the question (unknown ticker, no meals). */
    NOT_FOUND,
    /**
     * The source does not know the subject: no place of that name, no coin, ticker or team by that
     * name. Such a name is no subject: nothing is announced to the user, and the turn goes on
     * without it.
     */
    UNKNOWN_SUBJECT,
    /** The source said too many requests (HTTP 429). */
    RATE_LIMITED,
    /** The source answered with another HTTP error status. */
    HTTP_ERROR,
    /** The body was not the expected JSON: HTML, truncated or malformed JSON, another shape. */
    BAD_RESPONSE,
    /** The source could not be reached (connection refused, DNS, reset). */
    UNREACHABLE,
    /** The source did not answer within the timeout. */
    TIMEOUT,
    /**
     * The source redirected to an address Vex does not follow: loopback, private, link-local (cloud
     * metadata such as {@code 169.254.169.254}) or otherwise not public, a scheme other than http
     * or https, or too many hops.
     */
    REDIRECT_REFUSED
  }

  private final String source;
  private final String url;
  private final int status;
  private final String serverMessage;
  private final Reason reason;

  /**
   * Creates a source error.
   *
   * @param source the source name, for example {@code wttr.in}
   * @param url the URL that was asked
   * @param status the HTTP status, or 0 when no response arrived
   * @param serverMessage the server's own message, or empty
   * @param reason why it failed
   * @param cause the cause, may be null
   */
  public SourceException(
      String source, String url, int status, String serverMessage, Reason reason, Throwable cause) {
    super(message(source, url, status, serverMessage, reason), cause);
    this.source = Objects.requireNonNull(source, "source");
    this.url = url == null ? "" : url;
    this.status = status;
    this.serverMessage = serverMessage == null ? "" : serverMessage;
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns the source name.
   *
   * @return the source, for example {@code CoinGecko}
   */
  @Override
  public String source() {
    return source;
  }

  /**
   * Returns the URL that was asked.
   *
   * @return the URL, or empty
   */
  public String url() {
    return url;
  }

  /**
   * Returns the HTTP status.
   *
   * @return the status, or 0 when no response arrived
   */
  public int status() {
    return status;
  }

  /**
   * Returns what the server said, shortened to one line.
   *
   * @return the server's message, or empty
   */
  public String serverMessage() {
    return serverMessage;
  }

  /**
   * Returns why the source failed.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }

  /**
   * Returns whether the source does not know the subject ({@link Reason#UNKNOWN_SUBJECT}).
   *
   * @return true for an unknown place, coin, ticker or team
   */
  @Override
  public boolean unknownSubject() {
    return reason == Reason.UNKNOWN_SUBJECT;
  }

  /**
   * Returns whether the source answered and holds nothing for the subject ({@link Reason#NOT_FOUND}
   * in a 200 answer: a known team with no fixtures, no rate for a currency), as opposed to an
   * address it does not serve (an HTTP 404) or a failure.
   *
   * @return true for an answer with nothing in it
   */
  @Override
  public boolean noData() {
    return reason == Reason.NOT_FOUND && status == 200;
  }

  /**
   * Returns whether asking again later may help: rate limits, timeouts, unreachable sources and
   * server errors (5xx).
   *
   * @return true when a retry may help
   */
  public boolean retryable() {
    return switch (reason) {
      case RATE_LIMITED, TIMEOUT, UNREACHABLE -> true;
      case HTTP_ERROR -> status >= 500;
      case NOT_FOUND, UNKNOWN_SUBJECT, BAD_RESPONSE, REDIRECT_REFUSED -> false;
    };
  }

  private static String message(
      String source, String url, int status, String serverMessage, Reason reason) {
    StringBuilder sb = new StringBuilder(source);
    switch (reason) {
      case NOT_FOUND -> sb.append(" has no data for this");
      case UNKNOWN_SUBJECT -> sb.append(" does not know this name");
      case RATE_LIMITED -> sb.append(" is rate limiting us (HTTP 429); try again later");
      case HTTP_ERROR -> sb.append(" answered HTTP ").append(status);
      case BAD_RESPONSE -> sb.append(" sent a response that is not the expected data");
      case UNREACHABLE -> sb.append(" cannot be reached; check the network or its base URL");
      case TIMEOUT -> sb.append(" did not answer in time; raise its timeout or try again");
      case REDIRECT_REFUSED ->
          sb.append(" redirected to an address that is not followed; check its base URL");
    }
    if (serverMessage != null && !serverMessage.isBlank()) {
      sb.append(": ").append(serverMessage);
    }
    if (url != null && !url.isEmpty()) {
      sb.append(" [").append(url).append(']');
    }
    return sb.toString();
  }
}
