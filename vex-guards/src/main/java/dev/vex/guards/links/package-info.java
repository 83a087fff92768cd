/**
 * Link guards: {@link dev.vex.guards.links.UrlAllowlistGuard} removes links off a domain allowlist;
 * {@link dev.vex.guards.links.LinkCheckGuard} strips links that do not answer.
 */
package dev.vex.guards.links;
