/**
 * Numeric grounding: {@link dev.vex.guards.digits.DigitScanGuard} checks that every key figure of
 * the turn's ground truth is stated correctly, reading the reply's numbers with {@link
 * dev.vex.guards.digits.NumberReader} and comparing them under a {@link
 * dev.vex.guards.digits.Tolerance}.
 */
package dev.vex.guards.digits;
