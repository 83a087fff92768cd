package dev.vex.guards;

import dev.vex.core.guard.Guard;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.guards.links.LinkCheckGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import dev.vex.guards.toolresults.ToolResultGuard;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The recommended guards, in the order they should run. Add them to an agent with {@code
 * Guards.defaults().forEach(builder::guard)}.
 */
public final class Guards {
  private Guards() {}

  /**
   * Returns the recommended guards: the {@link FailedFetchGuard} (when a fetch failed, the reply
   * says so and keeps no unbacked figure), the {@link UrlAllowlistGuard} with its default domains,
   * the {@link ToolResultGuard} (a figure that contradicts what a tool returned this turn is
   * corrected), then the {@link DigitScanGuard} with its defaults. The allowlist runs first, so the
   * digit scan reads a reply whose unwanted links are gone, and an override built from real data is
   * not filtered. The link check is opt-in: see {@link #withLinkCheck(LinkCheckGuard)}.
   *
   * @return a new, modifiable list
   */
  public static List<Guard> defaults() {
    List<Guard> guards = new ArrayList<>();
    guards.add(FailedFetchGuard.create());
    guards.add(UrlAllowlistGuard.defaults());
    guards.add(ToolResultGuard.create());
    guards.add(DigitScanGuard.defaults());
    return guards;
  }

  /**
   * Returns the recommended guards with a link check after the allowlist, so that only allowed
   * links are opened: failed fetch, allowlist, link check, tool results, digit scan.
   *
   * @param linkCheck the link check to use
   * @return a new, modifiable list
   */
  public static List<Guard> withLinkCheck(LinkCheckGuard linkCheck) {
    Objects.requireNonNull(linkCheck, "linkCheck");
    List<Guard> guards = defaults();
    guards.add(2, linkCheck);
    return guards;
  }
}
