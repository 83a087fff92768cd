package dev.vex.openai;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Reads server-sent events incrementally, as the bytes arrive: {@code data:} lines (several in one
 * event are joined by a newline), comments and other fields skipped, an event dispatched at its
 * blank line or at the end of the stream. No line may pass {@code maxLineBytes}; reading stops when
 * the consumer returns after {@code [DONE]}.
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
  private boolean hasData;

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
        if (b == '\n') {
          if (line(events)) {
            return End.DONE;
          }
        } else {
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
    if (length > 0 && line[length - 1] == '\r') {
      length--;
    }
    lineLength = 0;
    if (length == 0) {
      return dispatch(events);
    }
    String text = new String(line, 0, length, StandardCharsets.UTF_8);
    if (text.startsWith(":")) {
      return false; // a comment, often a keep-alive
    }
    int colon = text.indexOf(':');
    String field = colon < 0 ? text : text.substring(0, colon);
    if (!field.equals("data")) {
      return false; // event, id, retry: not used by chat completions
    }
    String value = colon < 0 ? "" : text.substring(colon + 1);
    if (value.startsWith(" ")) {
      value = value.substring(1);
    }
    if (hasData) {
      if (data.length() + 1 + value.length() > maxLineBytes) {
        hasData = false;
        data.setLength(0);
        throw new LineTooLongException(maxLineBytes);
      }
      data.append('\n');
    }
    data.append(value);
    hasData = true;
    return false;
  }

  private boolean dispatch(Consumer<String> events) {
    if (!hasData) {
      return false;
    }
    String event = data.toString();
    data.setLength(0);
    hasData = false;
    if (event.strip().equals("[DONE]")) {
      return true;
    }
    events.accept(event);
    return false;
  }
}
