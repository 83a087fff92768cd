package dev.vex.core.trace;

import dev.vex.core.guard.GuardVerdict;
import java.time.Duration;

/**
 * What one guard decided.
 *
 * @param guard the guard's name
 * @param verdict its verdict; null when the guard failed and was skipped
 * @param error why it was skipped, or null
 * @param duration how long it took
 */
public record GuardTrace(String guard, GuardVerdict verdict, String error, Duration duration) {}
