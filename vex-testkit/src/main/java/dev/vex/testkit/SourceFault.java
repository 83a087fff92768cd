package dev.vex.testkit;

/**
 * How the contracts' local source misbehaves. Each constant is one way a real source fails; the
 * contracts point the implementation under test at a loopback server that fails so.
 */
public enum SourceFault {
  /** Serves the {@link SourceResponse} the contract was given, unchanged. */
  RECORDED,
  /** Answers HTTP 503 with a short text body ({@code upstream down}). */
  SERVER_ERROR,
  /** Answers HTTP 429 ({@code Too Many Requests}). */
  RATE_LIMITED,
  /** Answers HTTP 404. */
  NOT_FOUND,
  /** Answers 200 with an HTML page (a captive portal or a bot check) where data was expected. */
  HTML,
  /** Answers 200 with an empty body. */
  EMPTY,
  /** Answers 200 {@code application/json} with bytes that are not JSON. */
  GARBAGE,
  /** Announces a whole body, sends half of it and closes the connection. */
  TRUNCATED,
  /** Reads the request and closes the connection without a byte of response. */
  CLOSED,
  /** Nothing listens on the port. */
  UNREACHABLE,
  /** Reads the request and never answers. */
  HANGING,
  /** Sends the headers, then the body one byte every 100 ms. */
  DRIBBLING,
  /** Sends the headers, then a body of 64 MiB without an end in sight, then stalls. */
  ENDLESS,
  /** A request line longer than 8 KiB, answered 414 as real servers do. */
  URI_TOO_LONG
}
