package dev.vex.openai;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Reads server-sent events incrementally, as the bytes arrive: {@code data:} lines (several in one
 * event are joined by a newline), comments and other fields skipped, an event dispatched at its
 * blank line or at the end of the stream. A line ends at CRLF, LF or a lone CR, as the SSE
 * specification allows (a CRLF split between two reads is one line end). No line may pass {@code
 * maxLineBytes}; reading stops when the consumer returns after {@code [DONE]}.
 */
final class SseReader {
  /** What the stream did. */
  enum End {
    DONE,
    EOF
  }

  /** Raised when one line passes the limit. */
  static final class LineTooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    LineTooLongException(int limit) {
      super("an event line passed " + limit + " bytes");
    }
  }

  private final InputStream in;
  private final int maxLineBytes;
  private final Runnable progress;
  private final byte[] buffer = new byte[2048];
  private byte[] line = new byte[256];
  private int lineLength;
  private final StringBuilder data = new StringBuilder();
  private String first;
  private boolean hasData;

  /** The last byte ended a line with CR: an LF right after it belongs to the same line end. */
  private boolean afterCr;

  SseReader(InputStream in, int maxLineBytes, Runnable progress) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
    this.progress = progress;
  }

  /**
   * Reads to the end or to {@code [DONE]}, passing each event's data to {@code events}.
   *
   * @return how the stream ended
   */
  End read(Consumer<String> events) throws IOException {
    int n;
    while ((n = in.read(buffer)) != -1) {
      progress.run();
      for (int i = 0; i < n; i++) {
        byte b = buffer[i];
        if (b == '\n' && afterCr) {
          afterCr = false; // the second half of a CRLF
        } else if (b == '\n' || b == '\r') {
          afterCr = b == '\r';
          if (line(events)) {
            return End.DONE;
          }
        } else {
          afterCr = false;
          if (lineLength == line.length) {
            if (line.length >= maxLineBytes) {
              throw new LineTooLongException(maxLineBytes);
            }
            line = Arrays.copyOf(line, Math.min(maxLineBytes, line.length * 2));
          }
          line[lineLength++] = b;
        }
      }
    }
    if (lineLength > 0 && line(events)) {
      return End.DONE;
    }
    return dispatch(events) ? End.DONE : End.EOF;
  }

  /** Handles one complete line; returns true at {@code [DONE]}. */
  private boolean line(Consumer<String> events) throws LineTooLongException {
    int length = lineLength;
    lineLength = 0;
    if (length == 0) {
      return dispatch(events);
    }
    if (line[0] == ':') {
      return false; // a comment, often a keep-alive
    }
    // ':' is ASCII and never part of a UTF-8 sequence, so the field can be found in the bytes.
    int colon = -1;
    for (int i = 0; i < length; i++) {
      if (line[i] == ':') {
        colon = i;
        break;
      }
    }
    int fieldEnd = colon < 0 ? length : colon;
    if (fieldEnd != 4 || line[0] != 'd' || line[1] != 'a' || line[2] != 't' || line[3] != 'a') {
      return false; // event, id, retry: not used by chat completions
    }
    int from = colon < 0 ? length : colon + 1;
    if (from < length && line[from] == ' ') {
      from++;
    }
    String value = new String(line, from, length - from, StandardCharsets.UTF_8);
    if (!hasData) {
      first = value; // the usual event: one data line, passed on without copying
      hasData = true;
      return false;
    }
    int joined = (data.length() == 0 ? first.length() : data.length()) + 1 + value.length();
    if (joined > maxLineBytes) {
      hasData = false;
      first = null;
      data.setLength(0);
      throw new LineTooLongException(maxLineBytes);
    }
    if (data.length() == 0) {
      data.append(first);
    }
    data.append('\n').append(value);
    return false;
  }

  private boolean dispatch(Consumer<String> events) {
    if (!hasData) {
      return false;
    }
    String event = data.length() == 0 ? first : data.toString();
    data.setLength(0);
    first = null;
    hasData = false;
    if (event.strip().equals("[DONE]")) {
      return true;
    }
    events.accept(event);
    return false;
  }
}
