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
 *
 * <p>Each check runs in the calling thread ({@code Runnable::run} as the executor), to its end,
 * before the guard waits: a refused loopback link ({@code http://127.1/}, nothing listens on port
 * 80) is dead and a link that never answers is unknown however busy the machine is. On a shared
 * pool a refused link could queue behind hanging checks past the reply's wait (the timeout plus one
 * second) and come back unknown in some of the contract's threads and dead in others. Refused links
 * are cached as dead by the contract's sequential pass, so its concurrent threads never wait on one
 * in flight; a link that never answers is unknown whether a thread probes it or joins another's
 * probe.
 */
class LinkCheckContractTest extends GuardContract {
  @Override
  protected Guard guard() {
    return LinkCheckGuard.builder()
        .timeout(Duration.ofSeconds(1))
        .executor(Runnable::run)
        .trust(InetAddress::isLoopbackAddress)
        .resolver(
            host -> {
              throw new UnknownHostException(host);
            })
        .build();
  }
}
