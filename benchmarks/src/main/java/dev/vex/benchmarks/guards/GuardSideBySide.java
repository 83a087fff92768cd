package dev.vex.benchmarks.guards;

import java.util.Locale;

/**
 * Two builds of the guards side by side in one run, for the commit message of a speed-up: one guard
 * over one input class of {@link GuardPerMb}, each build in JVMs of its own (as {@link GuardPerMb}
 * measures, the median of its repetitions per cell), old and new taking turns so that a busy
 * machine weighs on both alike, and each going first in every other round (the one run first was 10
 * to 15 % slower in runs of the same url allowlist code on both sides).
 *
 * <p>Run: {@code java -cp <benchmarks classes> dev.vex.benchmarks.guards.GuardSideBySide OLD_CP
 * NEW_CP GUARD INPUT [ROUNDS] [REPETITIONS]}, each class path holding these benchmark classes (the
 * same on both sides, so that only the guards differ), a build of the guards and their
 * dependencies; prints each round's median (least–greatest) ms per MB at 1 and 4 MB and, per build,
 * the median of its rounds' medians.
 */
public final class GuardSideBySide {
  private GuardSideBySide() {}

  /**
   * Runs the comparison.
   *
   * @param args the old class path, the new class path, the guard (as {@link GuardPerMb} names it:
   *     {@code digit scan, ask}, {@code url allowlist}, …), the input class, the number of rounds
   *     (default 3) and of repetitions per cell (default 5)
   * @throws Exception when a measurement fails
   */
  public static void main(String[] args) throws Exception {
    String guard = args[2];
    String input = args[3];
    int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 3;
    int repetitions = args.length > 5 ? Integer.parseInt(args[5]) : GuardPerMb.repetitions(true);
    double[][] medians = new double[4][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int turn = 0; turn < 2; turn++) {
        int side = r % 2 == 0 ? turn : 1 - turn; // old first, then new first: ABBA
        GuardPerMb.Cost c = GuardPerMb.forked(args[side], guard, input, repetitions);
        medians[2 * side][r] = c.msPerMb1();
        medians[2 * side + 1][r] = c.msPerMb4();
        System.out.printf(
            Locale.ROOT,
            "round %d %s: %s (%s–%s) / %s (%s–%s) ms per MB at 1 / 4 MB%n",
            r + 1,
            side == 0 ? "old" : "new",
            GuardPerMb.format(c.msPerMb1()),
            GuardPerMb.format(c.min1()),
            GuardPerMb.format(c.max1()),
            GuardPerMb.format(c.msPerMb4()),
            GuardPerMb.format(c.min4()),
            GuardPerMb.format(c.max4()));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s, %s, median of %d rounds of %d: old %s / %s, new %s / %s ms per MB at 1 / 4 MB%n",
        guard,
        input,
        rounds,
        repetitions,
        GuardPerMb.format(GuardPerMb.median(medians[0])),
        GuardPerMb.format(GuardPerMb.median(medians[1])),
        GuardPerMb.format(GuardPerMb.median(medians[2])),
        GuardPerMb.format(GuardPerMb.median(medians[3])));
  }
}
