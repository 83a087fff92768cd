package dev.vex.guards.digits;

/**
 * How far a stated number may be from the real value and still state it.
 *
 * <p>Under both policies a number states a key figure when rounding the real value to the precision
 * the reply showed gives the stated value: {@code $86,123} and {@code 86.1k} state 86,123.45 USD,
 * {@code $86,124} does not. A hedged integer ("about $86,000", "rundt 86 000 kr") shows its
 * trailing zeros as rounding, so it is compared at the thousands. A rounded number (one that is not
 * exactly equal) must show at least two significant digits, unless it carries the figure's
 * temperature unit: a bare {@code 1} never states 1.02.
 */
public enum Tolerance {
  /** Only rounding to the precision shown: 86,123.45 is "about 86k" but not "about 87k". */
  ROUNDED,
  /**
   * Rounding, and a hedged number ("about", "ca.", "rundt", "~") may also be one unit of its last
   * shown digit away: 86,123.45 is "about 87k" but not "about 88k".
   */
  HEDGED_ONE_UNIT
}
