package dev.vex.core.trace;

import dev.vex.core.guard.GuardVerdict;
import java.time.Duration;

/**
 * What one guard decided, and the text it was given, so that a host can show the model's draft
 * beside the reply it received ("before and after").
 *
 * @param guard the guard's name
 * @param verdict its verdict; null when the guard failed and was skipped
 * @param error why it was skipped, or null
 * @param duration how long it took
 * @param draft the text the guard checked (for the turn's first guard, the model's own draft, or
 *     the fallback's reply when the model failed); null when the trace was made without it
 */
public record GuardTrace(
    String guard, GuardVerdict verdict, String error, Duration duration, String draft) {

  /**
   * A trace without the draft, as before the draft was recorded; {@link #draft()} is null.
   *
   * @param guard the guard's name
   * @param verdict its verdict; null when the guard failed and was skipped
   * @param error why it was skipped, or null
   * @param duration how long it took
   */
  public GuardTrace(String guard, GuardVerdict verdict, String error, Duration duration) {
    this(guard, verdict, error, duration, null);
  }

  /**
   * Returns the text after this guard: the rewritten or overriding text, else the draft it was
   * given (a pass, or a guard that failed and was skipped).
   *
   * @return the text after the guard; null only when the draft was not recorded and the guard
   *     passed or failed
   */
  public String text() {
    if (verdict instanceof GuardVerdict.Rewritten r) {
      return r.text();
    }
    if (verdict instanceof GuardVerdict.Overridden o) {
      return o.text();
    }
    return draft;
  }
}
