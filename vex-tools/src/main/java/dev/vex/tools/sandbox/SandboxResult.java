package dev.vex.tools.sandbox;

import java.util.Objects;

/**
 * How a sandboxed command ended.
 *
 * @param exitCode the exit code, or -1 when it was killed
 * @param output standard output and standard error, interleaved, up to the limit
 * @param timedOut whether the time limit killed it
 * @param truncated whether output past the limit was cut (and the command killed)
 */
public record SandboxResult(int exitCode, String output, boolean timedOut, boolean truncated) {
  /** Validates. */
  public SandboxResult {
    Objects.requireNonNull(output, "output");
  }
}
