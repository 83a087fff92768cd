/**
 * Checks a reply against the figures the turn's tools returned: {@link
 * dev.vex.guards.toolresults.ToolResultGuard}.
 */
package dev.vex.guards.toolresults;
