package dev.vex.guards.contract;

import dev.vex.core.guard.Guard;
import dev.vex.guards.links.LinkCheckGuard;
import dev.vex.testkit.GuardContract;
import java.time.Duration;

/**
 * The link check holds the guard contract with private hosts allowed, so that it really opens the
 * contract's loopback links, which never answer.
 */
class LinkCheckContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    return LinkCheckGuard.builder().timeout(Duration.ofSeconds(1)).allowPrivateHosts(true).build();
  }
}
