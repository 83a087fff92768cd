package dev.vex.benchmarks.guards;

import java.util.Locale;

/**
 * Two builds of the guards side by side in one run, for the commit message of a speed-up: one guard
 * over one input class of {@link GuardPerMb}, each build in JVMs of its own (as {@link GuardPerMb}
 * measures), old and new taking turns so that a busy machine weighs on both alike.
 *
 * <p>Run: {@code java -cp <benchmarks classes> dev.vex.benchmarks.guards.GuardSideBySide OLD_CP
 * NEW_CP GUARD INPUT [ROUNDS]}, each class path holding these benchmark classes, a build of the
 * guards and their dependencies; prints each round's ms per MB at 1 and 4 MB and the best of each.
 */
public final class GuardSideBySide {
  private GuardSideBySide() {}

  /**
   * Runs the comparison.
   *
   * @param args the old class path, the new class path, the guard (as {@link GuardPerMb} names it:
   *     {@code digit scan, ask}, {@code url allowlist}, …), the input class, and the number of
   *     rounds (default 3)
   * @throws Exception when a measurement fails
   */
  public static void main(String[] args) throws Exception {
    String guard = args[2];
    String input = args[3];
    int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 3;
    double[] best = {
      Double.POSITIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.POSITIVE_INFINITY,
      Double.POSITIVE_INFINITY
    };
    for (int r = 0; r < rounds; r++) {
      for (int side = 0; side < 2; side++) {
        GuardPerMb.Cost c = GuardPerMb.forked(args[side], guard, input, 1);
        best[2 * side] = Math.min(best[2 * side], c.msPerMb1());
        best[2 * side + 1] = Math.min(best[2 * side + 1], c.msPerMb4());
        System.out.printf(
            Locale.ROOT,
            "round %d %s: %s / %s ms per MB at 1 / 4 MB%n",
            r + 1,
            side == 0 ? "old" : "new",
            GuardPerMb.format(c.msPerMb1()),
            GuardPerMb.format(c.msPerMb4()));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s, %s, best of %d: old %s / %s, new %s / %s ms per MB at 1 / 4 MB%n",
        guard,
        input,
        rounds,
        GuardPerMb.format(best[0]),
        GuardPerMb.format(best[1]),
        GuardPerMb.format(best[2]),
        GuardPerMb.format(best[3]));
  }
}
