package dev.vex.core.ollama;

import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A {@link Writer} that encodes straight into a growable UTF-8 byte array, so a request body is
 * built once as the bytes that are sent: no UTF-16 copy in a {@code StringWriter}, no {@code
 * toString}, no {@code getBytes}. Encodes as {@link String#getBytes} with UTF-8 does, a lone
 * surrogate included (it becomes {@code ?}). Not thread-safe.
 */
final class Utf8Buffer extends Writer {
  private byte[] buf;
  private int count;
  private char high;

  /**
   * Creates a buffer.
   *
   * @param capacity the expected size in bytes; it grows past it when needed
   */
  Utf8Buffer(int capacity) {
    buf = new byte[Math.max(16, capacity)];
  }

  @Override
  public void write(int c) {
    put((char) c);
  }

  @Override
  public void write(char[] chars, int off, int len) {
    ensure(len);
    int i = off;
    int end = off + len;
    if (high == 0) {
      byte[] b = buf;
      int at = count;
      for (char c; i < end && (c = chars[i]) < 0x80; i++) {
        b[at++] = (byte) c;
      }
      count = at;
    }
    for (; i < end; i++) {
      put(chars[i]);
    }
  }

  @Override
  public void write(String s, int off, int len) {
    ensure(len);
    int i = off;
    int end = off + len;
    if (high == 0) {
      // ASCII, most of every request, one byte per character into the room just made
      byte[] b = buf;
      int at = count;
      for (char c; i < end && (c = s.charAt(i)) < 0x80; i++) {
        b[at++] = (byte) c;
      }
      count = at;
    }
    for (; i < end; i++) {
      put(s.charAt(i));
    }
  }

  // JsonWriter writes its punctuation and names through append: Writer's own append and
  // write(String) go through String.valueOf and a second call per piece, per request (#23)
  @Override
  public Utf8Buffer append(char c) {
    if (c < 0x80 && high == 0) {
      ensure(1);
      buf[count++] = (byte) c;
    } else {
      put(c);
    }
    return this;
  }

  @Override
  public Utf8Buffer append(CharSequence csq) {
    if (csq instanceof String s) {
      write(s, 0, s.length());
    } else {
      String s = String.valueOf(csq);
      write(s, 0, s.length());
    }
    return this;
  }

  @Override
  public void write(String s) {
    write(s, 0, s.length());
  }

  @Override
  public void flush() {
    // nothing is held but a pending high surrogate, which needs its pair
  }

  @Override
  public void close() {
    if (high != 0) {
      high = 0;
      ensure(1);
      buf[count++] = '?';
    }
  }

  /**
   * Returns the array holding the bytes written so far; valid up to {@link #size()}.
   *
   * @return the backing array, not a copy
   */
  byte[] array() {
    return buf;
  }

  /**
   * Returns how many bytes were written.
   *
   * @return the size
   */
  int size() {
    return count;
  }

  @Override
  public String toString() {
    return new String(buf, 0, count, StandardCharsets.UTF_8);
  }

  private void put(char c) {
    if (high != 0) {
      char h = high;
      high = 0;
      if (Character.isLowSurrogate(c)) {
        int cp = Character.toCodePoint(h, c);
        ensure(4);
        buf[count++] = (byte) (0xF0 | (cp >> 18));
        buf[count++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        buf[count++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        buf[count++] = (byte) (0x80 | (cp & 0x3F));
        return;
      }
      ensure(1);
      buf[count++] = '?';
    }
    if (c < 0x80) {
      ensure(1);
      buf[count++] = (byte) c;
    } else if (c < 0x800) {
      ensure(2);
      buf[count++] = (byte) (0xC0 | (c >> 6));
      buf[count++] = (byte) (0x80 | (c & 0x3F));
    } else if (Character.isHighSurrogate(c)) {
      high = c;
    } else if (Character.isLowSurrogate(c)) {
      ensure(1);
      buf[count++] = '?';
    } else {
      ensure(3);
      buf[count++] = (byte) (0xE0 | (c >> 12));
      buf[count++] = (byte) (0x80 | ((c >> 6) & 0x3F));
      buf[count++] = (byte) (0x80 | (c & 0x3F));
    }
  }

  private void ensure(int more) {
    if (count + more > buf.length) {
      int grown = Math.max(count + more, buf.length + (buf.length >> 1));
      byte[] bigger = new byte[grown];
      System.arraycopy(buf, 0, bigger, 0, count);
      buf = bigger;
    }
  }
}
