package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Issue 22 §5: the link check's verdict for an inward address is decided before any request, so it
 * is the same under any load. Literal addresses in every form a browser reads, internal names and
 * names that resolve inward are refused in the caller's thread; no probe is ever queued for them,
 * so a busy machine or a full pool cannot turn "refused" into "could not be checked, kept".
 */
class LinkCheckInwardTest {
  private static final TurnContext NO_LINKS = Turns.turnWithLinks(List.of());

  /** The inward links of the issue, each written as a person or a model might. */
  static final List<String> INWARD =
      List.of(
          "http://127.1/admin",
          "http://0x7f.0.0.1/admin",
          "http://0177.0.0.1/admin",
          "http://2130706433/admin",
          "http://[::ffff:127.0.0.1]/admin",
          "http://[::1]/admin",
          "http://169.254.169.254/latest/meta-data/",
          "http://localhost:8080/",
          "https://inward.example/admin");

  private static String reply() {
    StringBuilder b = new StringBuilder("Links:");
    for (int i = 0; i < INWARD.size(); i++) {
      b.append("\n- [link ").append(i).append("](").append(INWARD.get(i)).append(')');
    }
    return b.toString();
  }

  /** inward.example resolves to loopback; every other name is unknown (no DNS in this test). */
  private static InetAddress[] resolve(String host) throws UnknownHostException {
    if (host.equals("inward.example")) {
      return new InetAddress[] {InetAddress.getByAddress(host, new byte[] {127, 0, 0, 1})};
    }
    throw new UnknownHostException(host);
  }

  private static void assertAllRefused(GuardVerdict verdict) {
    assertThat(verdict).isInstanceOf(GuardVerdict.Rewritten.class);
    String text = ((GuardVerdict.Rewritten) verdict).text();
    for (String url : INWARD) {
      assertThat(text).as(verdict.reason()).doesNotContain(url);
    }
    assertThat(verdict.reason()).doesNotContain("could not be checked");
  }

  @Test
  void inwardLinksAreRefusedWithoutQueueingAnyRequestEvenWhenNoThreadEverRuns() {
    ConcurrentLinkedQueue<Runnable> queued = new ConcurrentLinkedQueue<>();
    LinkCheckGuard guard =
        LinkCheckGuard.builder()
            .executor(queued::add) // a pool so busy that nothing it is given ever runs
            .timeout(Duration.ofMillis(1))
            .cacheTtl(Duration.ZERO)
            .maxLinks(50)
            .resolver(LinkCheckInwardTest::resolve)
            .build();

    GuardVerdict verdict = guard.check(new Draft(reply()), NO_LINKS);

    assertAllRefused(verdict);
    assertThat(queued).as("requests queued for inward links").isEmpty();
  }

  @Test
  void concurrentChecksRefuseInwardLinksEveryTimeWhileBothCoresAreBusy() throws Exception {
    int cores = Runtime.getRuntime().availableProcessors();
    AtomicBoolean spin = new AtomicBoolean(true);
    CountDownLatch spinning = new CountDownLatch(2 * cores);
    List<Thread> spinners = new ArrayList<>();
    for (int i = 0; i < 2 * cores; i++) {
      Thread t =
          new Thread(
              () -> {
                spinning.countDown();
                long x = 0;
                while (spin.get()) {
                  x += System.identityHashCode(this) ^ x;
                }
                if (x == 42) {
                  System.out.print(""); // keeps the loop from being optimised away
                }
              },
              "busy-" + i);
      t.setDaemon(true);
      t.start();
      spinners.add(t);
    }
    int callers = 8;
    int rounds = 25;
    ExecutorService pool = Executors.newFixedThreadPool(callers);
    try {
      spinning.await();
      LinkCheckGuard guard =
          LinkCheckGuard.builder()
              .timeout(Duration.ofMillis(1)) // the shortest there is: no verdict may need time
              .cacheTtl(Duration.ZERO)
              .maxLinks(50)
              .resolver(LinkCheckInwardTest::resolve)
              .build();
      CyclicBarrier start = new CyclicBarrier(callers);
      List<Future<List<GuardVerdict>>> results = new ArrayList<>();
      for (int c = 0; c < callers; c++) {
        results.add(
            pool.submit(
                () -> {
                  start.await();
                  List<GuardVerdict> verdicts = new ArrayList<>();
                  for (int r = 0; r < rounds; r++) {
                    verdicts.add(guard.check(new Draft(reply()), NO_LINKS));
                  }
                  return verdicts;
                }));
      }
      int checked = 0;
      for (Future<List<GuardVerdict>> f : results) {
        for (GuardVerdict v : f.get()) {
          assertAllRefused(v);
          checked++;
        }
      }
      assertThat(checked).isEqualTo(callers * rounds);
    } finally {
      spin.set(false);
      pool.shutdownNow();
      for (Thread t : spinners) {
        t.join();
      }
    }
  }
}
