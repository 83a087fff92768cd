package dev.vex.grounding.intent.race;

/**
 * Half of a cycle of static initialisers, the shape {@code InitRace} must catch: B's needs A and
 * A's needs B. Each waits until the other has begun, so two threads starting one each always
 * deadlock; one thread alone would wait for ever, so only the race test touches them, one each.
 */
public final class CycleB {
  static final int VALUE;

  static {
    Gate.bBegun = true;
    while (!Gate.aBegun) {
      Thread.onSpinWait();
    }
    VALUE = CycleA.VALUE + 2;
  }

  private CycleB() {}
}
