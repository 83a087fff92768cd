/**
 * The recommended guard pipeline: {@link dev.vex.guards.Guards#defaults()} (URL allowlist, then
 * digit scan; the link check is opt-in).
 */
package dev.vex.guards;
