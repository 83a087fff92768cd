package dev.vex.benchmarks.guards;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.message.Message;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.util.List;
import java.util.Locale;

/**
 * Issue 24's allowlist figure in milliseconds per MB: a reply of 1 MB and 4 MB with a link every 52
 * characters (20,000 per MB, none allowed) through {@link UrlAllowlistGuard}, after a warm-up, best
 * of several runs. The target is at most 100 ms per MB and the same figure at both sizes (linear).
 *
 * <p>Run: {@code java -cp <benchmarks classpath> dev.vex.benchmarks.guards.AllowlistPerMb}.
 */
public final class AllowlistPerMb {
  private static final String LINKS = "See [the docs](https://evil.example/docs/page) here. ";

  private AllowlistPerMb() {}

  /**
   * Prints the cost per MB at 1 and 4 MB.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();
    TurnContext turn =
        new TurnContext(
            Message.user("links?"),
            Locale.ENGLISH,
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            "",
            null);
    for (int warm = 0; warm < 5; warm++) {
      guard.check(new Draft(reply(1)), turn);
    }
    for (int mb : new int[] {1, 4}) {
      Draft draft = new Draft(reply(mb));
      long best = Long.MAX_VALUE;
      for (int run = 0; run < 7; run++) {
        long t0 = System.nanoTime();
        guard.check(draft, turn);
        best = Math.min(best, System.nanoTime() - t0);
      }
      System.out.printf(
          Locale.ROOT, "url allowlist, links, %d MB: %.1f ms per MB%n", mb, best / 1e6 / mb);
    }
  }

  private static String reply(int mb) {
    StringBuilder b = new StringBuilder(mb * 1024 * 1024 + LINKS.length());
    while (b.length() < mb * 1024 * 1024) {
      b.append(LINKS);
    }
    b.setLength(mb * 1024 * 1024);
    return b.toString();
  }
}
