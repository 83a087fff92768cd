package dev.vex.guards.links;

import dev.vex.core.guard.Guard;
import dev.vex.testkit.GuardContract;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * The link check holds the guard contract. It really opens the contract's loopback links, which
 * never answer; every host name is unknown, so that no verdict depends on this machine's network or
 * resolver (a late DNS answer would make one check strip a link another kept), and non-public
 * addresses other than loopback are refused unopened, as by default.
 */
class LinkCheckContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    return LinkCheckGuard.builder()
        .timeout(Duration.ofSeconds(1))
        .trust(InetAddress::isLoopbackAddress)
        .resolver(
            host -> {
              throw new UnknownHostException(host);
            })
        .build();
  }
}
