package dev.vex.guards.internal.race;

/** Flags for {@link CycleA} and {@link CycleB}: which initialiser has begun. */
final class Gate {
  static volatile boolean aBegun;
  static volatile boolean bBegun;

  private Gate() {}
}
