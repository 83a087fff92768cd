package dev.vex.guards.contract;

import dev.vex.core.guard.Guard;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.testkit.GuardContract;

/** The digit scan with its defaults holds the guard contract. */
class DigitScanContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    return DigitScanGuard.defaults();
  }
}
