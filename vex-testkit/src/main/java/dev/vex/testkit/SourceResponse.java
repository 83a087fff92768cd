package dev.vex.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A response the contracts' local source serves for every request: the status, the content type and
 * the body bytes, unchanged. Give it a real recorded response of your source.
 *
 * @param status the HTTP status, 100 to 599
 * @param contentType the {@code Content-Type} header
 * @param body the body bytes; not copied, do not change them afterwards
 */
public record SourceResponse(int status, String contentType, byte[] body) {
  /** Validates. */
  public SourceResponse {
    if (status < 100 || status > 599) {
      throw new IllegalArgumentException("status must be 100 to 599: " + status);
    }
    Objects.requireNonNull(contentType, "contentType");
    Objects.requireNonNull(body, "body");
  }

  /**
   * A 200 JSON response with the given bytes.
   *
   * @param body the recorded body
   * @return the response
   */
  public static SourceResponse json(byte[] body) {
    return new SourceResponse(200, "application/json; charset=utf-8", body);
  }

  /**
   * A 200 JSON response with a class-path resource's bytes.
   *
   * @param anchor a class whose class loader finds the resource
   * @param resource the resource path, without a leading slash
   * @return the response
   * @throws IllegalArgumentException when there is no such resource
   */
  public static SourceResponse jsonResource(Class<?> anchor, String resource) {
    try (InputStream in = anchor.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no class-path resource " + resource);
      }
      return json(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String toString() {
    return "SourceResponse["
        + status
        + " "
        + contentType
        + ", "
        + body.length
        + " bytes: "
        + new String(body, 0, Math.min(body.length, 60), StandardCharsets.UTF_8)
        + "]";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SourceResponse r
        && r.status == status
        && r.contentType.equals(contentType)
        && java.util.Arrays.equals(r.body, body);
  }

  @Override
  public int hashCode() {
    return Objects.hash(status, contentType, java.util.Arrays.hashCode(body));
  }
}
