package dev.vex.simulator;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Go's time formats: RFC3339Nano (trailing zeros trimmed) and the HTTP Date header. */
final class GoTime {
  private static final DateTimeFormatter HTTP_DATE =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US)
          .withZone(ZoneOffset.UTC);

  private GoTime() {}

  /** RFC3339Nano in UTC with a {@code Z}, as Ollama writes {@code created_at}. */
  static String utcNow() {
    return rfc3339Nano(Instant.now().atOffset(ZoneOffset.UTC));
  }

  /** RFC3339Nano in the machine's zone, as Ollama writes {@code modified_at}/{@code expires_at}. */
  static String local(Instant instant) {
    ZonedDateTime z = instant.atZone(ZoneId.systemDefault());
    return rfc3339Nano(z.toOffsetDateTime());
  }

  static String rfc3339Nano(OffsetDateTime t) {
    StringBuilder out = new StringBuilder(35);
    pad(out, t.getYear(), 4).append('-');
    pad(out, t.getMonthValue(), 2).append('-');
    pad(out, t.getDayOfMonth(), 2).append('T');
    pad(out, t.getHour(), 2).append(':');
    pad(out, t.getMinute(), 2).append(':');
    pad(out, t.getSecond(), 2);
    int nanos = t.getNano();
    if (nanos != 0) {
      int digits = 9;
      while (nanos % 10 == 0) {
        nanos /= 10;
        digits--;
      }
      pad(out.append('.'), nanos, digits);
    }
    int offset = t.getOffset().getTotalSeconds();
    if (offset == 0) {
      return out.append('Z').toString();
    }
    out.append(offset < 0 ? '-' : '+');
    int abs = Math.abs(offset);
    pad(out, abs / 3600, 2).append(':');
    return pad(out, (abs / 60) % 60, 2).toString();
  }

  static String httpDate() {
    return HTTP_DATE.format(Instant.now());
  }

  private static StringBuilder pad(StringBuilder out, int value, int width) {
    String s = Integer.toString(value);
    for (int i = s.length(); i < width; i++) {
      out.append('0');
    }
    return out.append(s);
  }
}
