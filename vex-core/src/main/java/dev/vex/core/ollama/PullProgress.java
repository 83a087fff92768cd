package dev.vex.core.ollama;

/**
 * One status line of a model download ({@code POST /api/pull}), as Ollama streams it.
 *
 * @param status what the server is doing: {@code pulling manifest}, {@code pulling <digest>},
 *     {@code verifying sha256 digest}, {@code writing manifest}, {@code success}
 * @param digest the layer being downloaded, or empty
 * @param total the layer's size in bytes, or 0 when the line has none
 * @param completed the bytes of the layer downloaded so far, or 0
 */
public record PullProgress(String status, String digest, long total, long completed) {

  /** Normalises nulls. */
  public PullProgress {
    status = status == null ? "" : status;
    digest = digest == null ? "" : digest;
  }

  /**
   * Returns the layer's progress as a fraction.
   *
   * @return 0 to 1, or -1 when the line carries no sizes
   */
  public double fraction() {
    return total <= 0 ? -1 : Math.min(1.0, (double) completed / total);
  }
}
