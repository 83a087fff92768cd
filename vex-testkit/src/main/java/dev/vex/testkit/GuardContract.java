package dev.vex.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link Guard} must do, as JUnit 5 tests: extend it in your test sources and return
 * your guard from {@link #guard()}.
 *
 * <pre>{@code
 * class MyGuardContractTest extends GuardContract {
 *   protected Guard guard() { return new MyGuard(); }
 * }
 * }</pre>
 *
 * <p>The contract checks drafts that a small model really writes (right and wrong figures, links,
 * Markdown, HTML) and drafts an attacker writes (empty, 512 KiB long, deeply nested brackets,
 * control characters, unpaired surrogates, {@code javascript:} links, links to a loopback source
 * that never answers), each against several turns (no ground truth, a grounded price, Norwegian, a
 * failed model). It holds when the guard
 *
 * <ul>
 *   <li>never throws and never returns null: every verdict has a reason, at most {@value
 *       #MAX_REASON_CHARS} characters long;
 *   <li>bounds its output: a rewrite or override is at most {@value #MAX_GROWTH_CHARS} characters
 *       longer than the draft;
 *   <li>accepts its own output: checking a rewritten or overridden text again leaves it as it is;
 *   <li>ends within a generous bound on a huge draft and on links that never answer;
 *   <li>gives many threads at once the verdicts it gives one thread.
 * </ul>
 *
 * Override {@link #contexts()} to add turns of your own.
 */
public abstract class GuardContract {
  /** The longest reason a verdict may give, in characters: it goes into every trace. */
  public static final int MAX_REASON_CHARS = 2_000;

  /** How much longer than the draft a rewrite or override may be, in characters. */
  public static final int MAX_GROWTH_CHARS = 16_000;

  private static final Duration BOUND = Calls.SLACK;

  private FaultySource source;

  /** Creates the contract. */
  protected GuardContract() {}

  /**
   * Returns the guard under test. Called once per test.
   *
   * @return the guard
   */
  protected abstract Guard guard();

  /**
   * Returns the turns every draft is checked against. The default holds four: a chat turn with
   * nothing fetched, a grounded bitcoin price turn in English and in Norwegian, and a turn whose
   * model failed. Add yours to {@code super.contexts()}.
   *
   * @return the turns
   */
  protected List<TurnContext> contexts() {
    GroundTruth btc = bitcoin();
    List<TurnContext> turns = new ArrayList<>();
    turns.add(turn("hello there", Locale.ENGLISH, List.of(Intent.chat()), List.of(), null));
    turns.add(
        turn(
            "What is the bitcoin price?",
            Locale.ENGLISH,
            List.of(Intent.of("crypto", "BTC")),
            List.of(btc),
            null));
    turns.add(
        turn(
            "Hva koster bitcoin?",
            Locale.forLanguageTag("nb-NO"),
            List.of(Intent.of("crypto", "BTC")),
            List.of(btc),
            null));
    turns.add(
        turn(
            "What is the bitcoin price?",
            Locale.ENGLISH,
            List.of(Intent.of("crypto", "BTC")),
            List.of(btc),
            new IllegalStateException("model runner has unexpectedly stopped")));
    return turns;
  }

  @BeforeEach
  void startSource() {
    source = new FaultySource();
    source.fail(SourceFault.HANGING);
  }

  @AfterEach
  void stopSource() {
    source.close();
  }

  @Test
  void everyDraftGetsAVerdictWithAShortReason() {
    Guard guard = guard();
    for (TurnContext turn : contexts()) {
      for (String draft : drafts()) {
        check(guard, draft, turn);
      }
    }
  }

  @Test
  void hugeDraftsAreCheckedWithinAGenerousBound() {
    Guard guard = guard();
    for (TurnContext turn : contexts()) {
      for (String draft : hugeDrafts()) {
        // bounded by the processor time the check uses, not by the wall clock: on a machine whose
        // cores are all busy a linear check waits for a core far longer than it works
        Calls.Outcome<GuardVerdict> o =
            CpuBudget.within(
                BOUND,
                () -> {
                  try {
                    return new Calls.Outcome<>(guard.check(new Draft(draft), turn), null, false);
                  } catch (Throwable t) { // NOPMD: the contract reports whatever escaped
                    return new Calls.Outcome<>(null, t, false);
                  }
                });
        verdict(guard, draft, o);
      }
    }
  }

  @Test
  void aLinkThatNeverAnswersDoesNotHoldTheGuard() {
    Guard guard = guard();
    String draft =
        "The report is at "
            + source.ownUrl()
            + "/report.pdf and the chart at "
            + source.ownUrl()
            + "/chart.png.";
    for (TurnContext turn : contexts()) {
      check(guard, draft, turn);
    }
  }

  @Test
  void theGuardAcceptsItsOwnOutput() {
    Guard guard = guard();
    for (TurnContext turn : contexts()) {
      for (String draft : drafts()) {
        String once = textAfter(check(guard, draft, turn), draft);
        String twice = textAfter(check(guard, once, turn), once);
        assertEquals(
            once,
            twice,
            "checking the guard's own output changed it again (draft " + shorten(draft) + ")");
      }
    }
  }

  @Test
  void manyThreadsAtOnceGetTheVerdictsOneThreadGets() {
    Guard guard = guard();
    List<TurnContext> turns = contexts();
    List<String> drafts = drafts();
    List<GuardVerdict> expected = new ArrayList<>();
    for (TurnContext turn : turns) {
      for (String draft : drafts) {
        expected.add(check(guard, draft, turn));
      }
    }
    CountDownLatch go = new CountDownLatch(1);
    List<Calls.Running<List<GuardVerdict>>> running = new ArrayList<>();
    for (int t = 0; t < 6; t++) {
      running.add(
          Calls.start(
              "guard-" + t,
              () -> {
                go.await();
                List<GuardVerdict> got = new ArrayList<>();
                for (TurnContext turn : turns) {
                  for (String draft : drafts) {
                    got.add(guard.check(new Draft(draft), turn));
                  }
                }
                return got;
              }));
    }
    go.countDown();
    for (Calls.Running<List<GuardVerdict>> r : running) {
      Calls.Outcome<List<GuardVerdict>> o =
          r.await(BOUND.multipliedBy(3), "concurrent checks of the same drafts");
      if (o.threw()) {
        fail("a concurrent check threw " + Failures.describe(o.failure()), o.failure());
      }
      for (int i = 0; i < expected.size(); i++) {
        assertEquals(
            summary(expected.get(i)),
            summary(o.value().get(i)),
            "a concurrent check differs from the sequential one");
      }
    }
  }

  // ---- drafts and turns -------------------------------------------------------------------

  private List<String> drafts() {
    String dead = source.ownUrl() + "/never";
    return List.of(
        "",
        "   \n\t ",
        "Bitcoin costs 97,123.45 USD right now.",
        "Bitcoin costs 64,000 USD right now, up 3 % today.",
        "Bitcoin koster 97 123,45 USD akkurat nå.",
        "I could not find the price. Sorry!",
        "See [the chart](https://www.coingecko.com/en/coins/bitcoin) and [this](" + dead + ").",
        "Download it at " + dead + " or https://example.invalid/x.pdf",
        "![pixel](" + dead + "/p.png) <img src=\"" + dead + "/i.png\">",
        "[click](javascript:alert(1)) <a href=\"javascript:alert(1)\">x</a> data:text/html,hi",
        "<script>alert('x')</script><iframe src=//evil.example></iframe>",
        "Numbers: 1e999999999, NaN, Infinity, -0, 0x1F, 1,2,3,4, ٣٤٥, 1/0, 9.99.99",
        "control \u0000\u0001\u0007 and \u202e override \u200b\u200d zero width",
        "unpaired \ud800 surrogate \udfff here",
        "```\nprice = 12 USD\nhttps://example.invalid/code\n```",
        "> quoted 1 USD\n\n| a | b |\n|---|---|\n| 5 | 6 |",
        "http://[::1]/ http://127.1/ http://0x7f.0.0.1/ http://169.254.169.254/latest/",
        "https://xn--80ak6aa92e.com/ https://аррӏе.com/ HTTPS://EXAMPLE.COM/%2e%2e/",
        "9".repeat(5_000));
  }

  private static List<String> hugeDrafts() {
    int size = 512 * 1024;
    StringBuilder prices = new StringBuilder(size + 100);
    for (int i = 0; prices.length() < size; i++) {
      prices.append("Price ").append(i).append(".45 USD at https://example.com/p/").append(i);
      prices.append(' ');
    }
    return List.of(
        "[".repeat(size),
        "(".repeat(size / 2) + ")".repeat(size / 2),
        "1.".repeat(size / 2),
        "9".repeat(size),
        "http://".repeat(size / 7),
        "[a](".repeat(size / 4),
        prices.toString());
  }

  private GroundTruth bitcoin() {
    Instant at = Instant.parse("2026-01-02T10:00:00Z");
    String api = "https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd";
    String page = "https://www.coingecko.com/en/coins/bitcoin";
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of(api, page),
        at,
        Map.of("price", new BigDecimal("97123.45")),
        List.of(
            new KeyFigure("BTC price", new BigDecimal("97123.45"), "USD"),
            KeyFigure.optional("BTC 24h change", new BigDecimal("-1.2"), "%")),
        Map.of(
            "en", "Bitcoin (BTC) costs 97,123.45 USD, 24-hour change -1.2% (source: CoinGecko).",
            "nb",
                "Bitcoin (BTC) koster 97 123,45 USD, endring siste 24 timer -1,2 % (kilde: CoinGecko)."),
        new FactCard("Bitcoin (BTC)", Map.of("Price", "97,123.45 USD"), "CoinGecko", page, at));
  }

  private static TurnContext turn(
      String message, Locale locale, List<Intent> intents, List<GroundTruth> truth, Throwable f) {
    List<String> links = new ArrayList<>();
    truth.forEach(t -> links.addAll(t.sourceUrls()));
    return new TurnContext(
        Message.user(message), locale, intents, truth, List.of(), links, "qwen2.5:3b", f);
  }

  // ---- checks -----------------------------------------------------------------------------

  private GuardVerdict check(Guard guard, String draft, TurnContext turn) {
    Calls.Outcome<GuardVerdict> o =
        Calls.within(
            BOUND,
            "a check of " + shorten(draft) + " by " + guard.name(),
            () -> guard.check(new Draft(draft), turn));
    return verdict(guard, draft, o);
  }

  /** Asserts what every verdict must be, whatever bounded the call that gave it. */
  private static GuardVerdict verdict(Guard guard, String draft, Calls.Outcome<GuardVerdict> o) {
    if (o.threw()) {
      fail(
          guard.name()
              + " threw on "
              + shorten(draft)
              + " (a guard never throws at the user): "
              + Failures.describe(o.failure()),
          o.failure());
    }
    GuardVerdict v = o.value();
    assertNotNull(v, guard.name() + " returned null for " + shorten(draft));
    assertNotNull(v.reason(), "a verdict without a reason");
    assertFalse(v.reason().isBlank(), guard.name() + " gave a blank reason for " + shorten(draft));
    assertTrue(
        v.reason().length() <= MAX_REASON_CHARS,
        guard.name() + " gave a reason of " + v.reason().length() + " characters");
    String text = textAfter(v, draft);
    assertTrue(
        text.length() <= draft.length() + MAX_GROWTH_CHARS,
        guard.name()
            + " turned a draft of "
            + draft.length()
            + " characters into "
            + text.length());
    return v;
  }

  private static String textAfter(GuardVerdict v, String draft) {
    if (v instanceof GuardVerdict.Rewritten r) {
      return r.text();
    }
    if (v instanceof GuardVerdict.Overridden o) {
      return o.text();
    }
    return draft;
  }

  private static String summary(GuardVerdict v) {
    String kind = v.getClass().getSimpleName();
    return kind + ": " + textAfter(v, "(unchanged)");
  }

  private static String shorten(String s) {
    String t = s.length() > 60 ? s.substring(0, 60) + "…(" + s.length() + " chars)" : s;
    return "\"" + t.replace("\r", "\\r").replace("\n", "\\n") + "\"";
  }
}
