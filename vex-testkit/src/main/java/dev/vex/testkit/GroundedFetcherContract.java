package dev.vex.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link GroundedFetcher} must do, as JUnit 5 tests: extend it in your test sources and
 * say how to build your fetcher against a base URL.
 *
 * <pre>{@code
 * class MyFetcherContractTest extends GroundedFetcherContract {
 *   protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
 *     return MyFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
 *   }
 *   protected Intent intent() { return Intent.of("weather", "Oslo"); }
 *   protected Optional<SourceResponse> recordedResponse() {
 *     return Optional.of(SourceResponse.jsonResource(getClass(), "recorded/oslo.json"));
 *   }
 * }
 * }</pre>
 *
 * <p>Each test starts a loopback HTTP source of its own that fails in one way ({@link
 * SourceFault}): an error status, HTML or garbage where data was expected, a truncated, empty,
 * dribbling or endless body, a connection closed without an answer, a source that never answers,
 * one that is not there. The contract holds when the fetcher
 *
 * <ul>
 *   <li>never returns made-up data: every failure is a typed exception (a {@code VexException} or a
 *       checked exception, never a {@code NullPointerException} or an {@code Error}) whose messages
 *       name the URL it asked and, for an HTTP error, the status;
 *   <li>honours its timeout over the whole exchange, body included, and ends when its thread is
 *       interrupted, keeping the interrupt;
 *   <li>bounds what it reads: a body that never ends is cut off by its size, not only by time;
 *   <li>survives hostile subjects (huge, with line breaks, path traversal, control characters)
 *       without breaking the request it sends;
 *   <li>given a real recorded answer ({@link #recordedResponse()}), returns well-formed ground
 *       truth of the intent's kind, with short summaries and the URLs it came from, and gives the
 *       same answer to many threads at once.
 * </ul>
 *
 * Bounds on time are generous (20 seconds beyond the fetcher's timeout): they catch calls that
 * never end, not slow machines.
 */
public abstract class GroundedFetcherContract {
  /** The longest summary a fetcher may return, in characters: it goes into every prompt. */
  public static final int MAX_SUMMARY_CHARS = 4_000;

  /**
   * The timeout handed to the fetcher by the tests that expect an answer or an error status, not a
   * timeout: 30 seconds.
   */
  public static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(30);

  /** The most bytes a fetcher may read of a body that never ends before it gives up. */
  public static final long MAX_BODY_BYTES = FaultySource.ENDLESS_BYTES;

  private FaultySource source;

  /** Creates the contract. */
  protected GroundedFetcherContract() {}

  /**
   * Builds the fetcher under test, asking the source at a base URL with a timeout.
   *
   * @param baseUrl the base URL of the contract's local source, {@code http://127.0.0.1:PORT}
   * @param timeout the timeout the fetcher must honour for a whole request, body included
   * @return a new fetcher
   */
  protected abstract GroundedFetcher fetcher(String baseUrl, Duration timeout);

  /**
   * Returns an intent the fetcher answers, with a subject its source knows.
   *
   * @return the intent
   */
  protected abstract Intent intent();

  /**
   * Returns a real response of the source for {@link #intent()}, served for every request by the
   * tests that need an answer. The default is none: those tests are skipped.
   *
   * @return the recorded response, or empty
   */
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.empty();
  }

  /**
   * Returns the timeout handed to {@link #fetcher(String, Duration)} by the tests about time: a
   * source that never answers and one that dribbles must fail soon after it. The default is 1
   * second.
   *
   * <p>The other tests hand the fetcher {@link #ANSWER_TIMEOUT} instead, so that a slow first
   * exchange on a busy machine does not turn an answer or an error status into a timeout.
   *
   * @return a positive duration
   */
  protected Duration timeout() {
    return Duration.ofSeconds(1);
  }

  /**
   * Checks a failure beyond what the contract checks for every fetcher (typed, names the URL, and
   * the status for HTTP errors). Override it to insist on your own exception types and reasons. The
   * default checks nothing more.
   *
   * @param failure what the fetcher threw
   * @param fault how the source failed
   */
  protected void checkFailure(Exception failure, SourceFault fault) {}

  @BeforeEach
  void startSource() {
    source = new FaultySource();
    recordedResponse().ifPresent(source::serve);
  }

  @AfterEach
  void stopSource() {
    source.close();
  }

  // ---- answers ----------------------------------------------------------------------------

  @Test
  void aRecordedAnswerBecomesWellFormedGroundTruthOfTheIntentsKind() {
    GroundTruth truth = fetchRecorded();
    Intent intent = intent();
    assertEquals(intent.kind(), truth.kind(), "the ground truth's kind is the intent's");
    assertFalse(truth.sourceName().isBlank(), "the ground truth names its source");
    assertFalse(truth.sourceUrls().isEmpty(), "the ground truth lists the URLs it came from");
    assertTrue(
        truth.sourceUrls().stream().anyMatch(u -> u.startsWith(source.ownUrl())),
        "one of the source URLs is where the data was fetched: "
            + truth.sourceUrls()
            + " (asked "
            + source.ownUrl()
            + ")");
    for (String url : truth.sourceUrls()) {
      assertTrue(
          url.startsWith("http://") || url.startsWith("https://"), "source URL is http(s): " + url);
    }
    for (Map.Entry<String, String> s : truth.summaries().entrySet()) {
      assertFalse(s.getValue().isBlank(), "summary '" + s.getKey() + "' is blank");
      assertTrue(
          s.getValue().length() <= MAX_SUMMARY_CHARS,
          "summary '" + s.getKey() + "' has " + s.getValue().length() + " characters");
    }
    for (KeyFigure f : truth.keyFigures()) {
      assertFalse(f.label().isBlank(), "a key figure has a blank label");
    }
    assertFalse(source.received().isEmpty(), "the fetcher asked its source");
  }

  @Test
  void manyThreadsAtOnceGetTheSameAnswer() throws Exception {
    GroundTruth first = fetchRecorded();
    GroundedFetcher fetcher = fetcher(source.baseUrl(), ANSWER_TIMEOUT);
    int threads = 8;
    CountDownLatch go = new CountDownLatch(1);
    List<Calls.Running<GroundTruth>> running = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      running.add(
          Calls.start(
              "fetch-" + i,
              () -> {
                go.await();
                return fetcher.fetch(intent());
              }));
    }
    go.countDown();
    for (Calls.Running<GroundTruth> r : running) {
      Calls.Outcome<GroundTruth> o =
          r.await(ANSWER_TIMEOUT.plus(Calls.SLACK), "a concurrent fetch");
      if (o.threw()) {
        fail("a concurrent fetch failed: " + Failures.describe(o.failure()), o.failure());
      }
      assertEquals(first.keyFigures(), o.value().keyFigures(), "a concurrent fetch differs");
      assertEquals(first.summaries(), o.value().summaries(), "a concurrent fetch differs");
    }
  }

  // ---- typed failures ---------------------------------------------------------------------

  @Test
  void aServerErrorIsATypedFailureNamingTheStatus() {
    Exception e = failureFor(SourceFault.SERVER_ERROR);
    assertTrue(Failures.messages(e).contains("503"), "the failure names the status 503: " + e);
  }

  @Test
  void rateLimitingIsATypedFailureNamingTheStatus() {
    Exception e = failureFor(SourceFault.RATE_LIMITED);
    assertTrue(Failures.messages(e).contains("429"), "the failure names the status 429: " + e);
  }

  @Test
  void notFoundIsATypedFailure() {
    failureFor(SourceFault.NOT_FOUND);
  }

  @Test
  void anHtmlPageWhereDataWasExpectedIsATypedFailure() {
    failureFor(SourceFault.HTML);
  }

  @Test
  void anEmptyBodyIsATypedFailure() {
    failureFor(SourceFault.EMPTY);
  }

  @Test
  void garbageIsATypedFailure() {
    failureFor(SourceFault.GARBAGE);
  }

  @Test
  void aTruncatedBodyIsATypedFailure() {
    failureFor(SourceFault.TRUNCATED);
  }

  @Test
  void aConnectionClosedWithoutAnAnswerIsATypedFailure() {
    failureFor(SourceFault.CLOSED);
  }

  @Test
  void anUnreachableSourceIsATypedFailure() {
    failureFor(SourceFault.UNREACHABLE);
  }

  // ---- time and size ----------------------------------------------------------------------

  @Test
  void aSourceThatNeverAnswersEndsInATypedFailureAfterTheTimeout() {
    failureFor(SourceFault.HANGING, timeout());
    assertFalse(source.received().isEmpty(), "the request reached the source");
  }

  @Test
  void aBodyThatDribblesEndsInATypedFailureAfterTheTimeout() {
    failureFor(SourceFault.DRIBBLING, timeout());
  }

  @Test
  void aBodyThatNeverEndsIsCutOffBySizeNotOnlyByTime() {
    source.fail(SourceFault.ENDLESS);
    // The timeout is far longer than the bound below: only a size limit ends this fetch in time.
    GroundedFetcher fetcher = fetcher(source.baseUrl(), Duration.ofMinutes(10));
    Calls.Outcome<GroundTruth> o =
        Calls.within(
            Calls.SLACK.multipliedBy(2),
            "a fetch of a body that never ends (no size limit?)",
            () -> fetcher.fetch(intent()));
    assertTypedFailure(o, SourceFault.ENDLESS);
    assertTrue(
        source.bytesSent() <= MAX_BODY_BYTES + (1 << 20),
        "the fetcher read " + source.bytesSent() + " bytes");
  }

  @Test
  void anInterruptEndsAFetchThatWaitsOnItsSource() throws InterruptedException {
    source.fail(SourceFault.HANGING);
    GroundedFetcher fetcher = fetcher(source.baseUrl(), Duration.ofMinutes(10));
    Calls.Running<GroundTruth> running = Calls.start("fetch", () -> fetcher.fetch(intent()));
    assertTrue(source.awaitRequest(Calls.SLACK), "the fetch reached its source");
    running.interrupt();
    Calls.Outcome<GroundTruth> o = running.await(Calls.SLACK, "an interrupted fetch");
    assertNotNull(o.failure(), "an interrupted fetch returned " + o.value());
    assertTrue(
        o.failure() instanceof InterruptedException || o.interruptKept(),
        "an interrupted fetch either throws InterruptedException or keeps the interrupt; it threw "
            + Failures.describe(o.failure()));
  }

  // ---- hostile subjects -------------------------------------------------------------------

  @Test
  void hostileSubjectsNeverBreakTheRequest() {
    List<String> subjects =
        List.of(
            "",
            "a".repeat(100_000),
            "Oslo\r\nX-Injected: 1",
            "Oslo\nX-Injected: 1",
            "../../../../etc/passwd",
            "x&y=z#frag?q=1 /admin HTTP/1.1",
            "\u0000\u0001\u007f",
            "\u202eolsO",
            "%0d%0aX-Injected:%201",
            "' OR 1=1 --",
            "🦙🦙🦙");
    Intent base = intent();
    for (String subject : subjects) {
      Intent hostile = new Intent(base.kind(), subject, base.parameters());
      GroundedFetcher fetcher = fetcher(source.baseUrl(), ANSWER_TIMEOUT);
      Calls.Outcome<GroundTruth> o =
          Calls.within(
              ANSWER_TIMEOUT.plus(Calls.SLACK),
              "a fetch for a hostile subject",
              () -> fetcher.fetch(hostile));
      if (o.threw()) {
        assertTrue(
            Failures.typed(o.failure()),
            "subject "
                + shorten(subject)
                + " escaped as "
                + Failures.describe(o.failure())
                + " (a typed failure or ground truth was expected)");
      } else {
        assertNotNull(o.value(), "a fetch returned null for subject " + shorten(subject));
      }
    }
    for (FaultySource.Received r : source.received()) {
      if (r.requestLine().length() > FaultySource.MAX_REQUEST_LINE) {
        continue; // answered 414 and read only in part, as a real server does
      }
      assertFalse(
          r.headers().containsKey("x-injected"),
          "a subject injected a header: " + shorten(r.requestLine()));
      assertTrue(
          r.requestLine().chars().noneMatch(c -> c < 0x20 || c == 0x7f),
          "a control character reached the request line: " + shorten(r.requestLine()));
      assertEquals(
          3,
          r.requestLine().split(" ", -1).length,
          "the request line has a space in its target: " + shorten(r.requestLine()));
    }
  }

  // ---- helpers ----------------------------------------------------------------------------

  private GroundTruth fetchRecorded() {
    assumeTrue(recordedResponse().isPresent(), "no recorded response given");
    GroundedFetcher fetcher = fetcher(source.baseUrl(), ANSWER_TIMEOUT);
    Calls.Outcome<GroundTruth> o =
        Calls.within(
            ANSWER_TIMEOUT.plus(Calls.SLACK),
            "a fetch of a recorded answer",
            () -> fetcher.fetch(intent()));
    if (o.threw()) {
      fail(
          "the fetcher failed on its recorded answer: " + Failures.describe(o.failure()),
          o.failure());
    }
    assertNotNull(o.value(), "the fetcher returned null");
    return o.value();
  }

  private Exception failureFor(SourceFault fault) {
    return failureFor(fault, ANSWER_TIMEOUT);
  }

  private Exception failureFor(SourceFault fault, Duration timeout) {
    source.fail(fault);
    GroundedFetcher fetcher = fetcher(source.baseUrl(), timeout);
    Calls.Outcome<GroundTruth> o =
        Calls.within(
            timeout.plus(Calls.SLACK),
            "a fetch from a source that fails (" + fault + ")",
            () -> fetcher.fetch(intent()));
    // Nobody interrupted this fetch: a timer of the fetcher's own that interrupted the calling
    // thread must take that interrupt back, or the caller's next wait would fail.
    assertFalse(
        o.interruptKept(), "the fetch left its thread interrupted after a failure (" + fault + ")");
    return assertTypedFailure(o, fault);
  }

  private Exception assertTypedFailure(Calls.Outcome<GroundTruth> o, SourceFault fault) {
    if (!o.threw()) {
      return fail(
          "a source that fails ("
              + fault
              + ") gave ground truth instead of a failure: "
              + (o.value() == null ? "null" : o.value().summaries()));
    }
    Throwable t = o.failure();
    assertTrue(
        Failures.typed(t),
        "a source that fails (" + fault + ") escaped as " + Failures.describe(t));
    Exception e = (Exception) t;
    String messages = Failures.messages(e);
    assertFalse(messages.isBlank(), "the failure says nothing: " + e.getClass().getName());
    String host = source.baseUrl().substring("http://".length());
    assertTrue(
        messages.contains(host),
        "the failure names the URL it asked (" + host + "): " + Failures.describe(e));
    checkFailure(e, fault);
    return e;
  }

  private static String shorten(String s) {
    String t = s.length() > 80 ? s.substring(0, 80) + "…(" + s.length() + " chars)" : s;
    return "\"" + t.replace("\r", "\\r").replace("\n", "\\n") + "\"";
  }
}
