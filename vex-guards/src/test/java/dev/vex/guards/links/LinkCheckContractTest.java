package dev.vex.guards.links;

import dev.vex.core.guard.Guard;
import dev.vex.testkit.GuardContract;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;

/**
 * The link check holds the guard contract. It really opens the contract's loopback links, which
 * never answer; every host name is unknown, so that no verdict depends on this machine's network or
 * resolver (a late DNS answer would make one check strip a link another kept), and non-public
 * addresses other than loopback are refused unopened, as by default.
 *
 * <p>The checks run on a pool of their own with a thread per check, so a refused loopback link
 * ({@code http://127.1/}, nothing listens on port 80) is never queued behind a link that never
 * answers: its connection is refused at once and it is dead in every thread, whereas on a shared
 * bounded pool six threads' hanging checks held it past the reply's wait and it came back unknown
 * in some of them.
 */
class LinkCheckContractTest extends GuardContract {
  private final ExecutorService checks =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "link-check-contract");
            t.setDaemon(true);
            return t;
          });

  @AfterEach
  void stopChecks() {
    checks.shutdownNow();
  }

  @Override
  protected Guard guard() {
    return LinkCheckGuard.builder()
        .timeout(Duration.ofSeconds(1))
        .executor(checks)
        .trust(InetAddress::isLoopbackAddress)
        .resolver(
            host -> {
              throw new UnknownHostException(host);
            })
        .build();
  }
}
