package dev.vex.grounding.intent.race;

/**
 * Half of a cycle of static initialisers, the shape {@code InitRace} must catch: A's needs B and
 * B's needs A. Each waits until the other has begun, so two threads starting one each always
 * deadlock; one thread alone would wait for ever, so only the race test touches them, one each.
 */
public final class CycleA {
  static final int VALUE;

  static {
    Gate.aBegun = true;
    while (!Gate.bBegun) {
      Thread.onSpinWait();
    }
    VALUE = CycleB.VALUE + 1;
  }

  private CycleA() {}
}
