package dev.vex.guards.contract;

import dev.vex.core.guard.Guard;
import dev.vex.guards.links.UrlAllowlistGuard;
import dev.vex.testkit.GuardContract;

/** The URL allowlist with its default domains holds the guard contract. */
class UrlAllowlistContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    return UrlAllowlistGuard.defaults();
  }
}
