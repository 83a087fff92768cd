package dev.vex.core.pool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.model.BadModelRequestException;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.simulator.SimModel;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Several simulators behind one pool: spreading, limits, failover, breakers, coming back. */
class ServerPoolTest {
  private final List<OllamaSimulator> sims = new ArrayList<>();

  @AfterEach
  void stop() {
    sims.forEach(OllamaSimulator::close);
  }

  private OllamaSimulator sim(OllamaSimulator.Builder b) {
    OllamaSimulator s = b.start();
    sims.add(s);
    return s;
  }

  private OllamaSimulator sim() {
    return sim(OllamaSimulator.builder());
  }

  /** Generous timeouts: only the stall test relies on one passing. */
  private static OllamaClient client(OllamaSimulator s) {
    return client(s, Duration.ofSeconds(60));
  }

  private static OllamaClient client(OllamaSimulator s, Duration timeout) {
    return OllamaClient.builder()
        .baseUrl(s.baseUrl().toString())
        .busyRetries(0, Duration.ofMillis(1))
        .firstByteTimeout(timeout)
        .idleTimeout(timeout)
        .build();
  }

  private static ChatRequest ask(String text, boolean stream) {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user(text)).stream(stream).build();
  }

  /** A clock the test moves by hand. */
  private static final class ManualClock extends Clock {
    private volatile Instant now = Instant.parse("2026-12-03T10:00:00Z");

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  @Test
  void roundRobinSendsEachServerItsShare() {
    OllamaSimulator a = sim(), b = sim(), c = sim();
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .server("c", client(c), client(c))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();

    for (int i = 0; i < 6; i++) {
      pool.chat(ask("hello " + i, false));
    }

    assertThat(a.chatRequests()).hasSize(2);
    assertThat(b.chatRequests()).hasSize(2);
    assertThat(c.chatRequests()).hasSize(2);
  }

  @Test
  void aServerThatDropsMidStreamHandsTheReplyToAnotherWhichStartsOver() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.drop("The price of bitcoin is 12"));
    b.enqueue(Reply.text("Bitcoin costs 89,369 USD."));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();
    StringBuilder shown = new StringBuilder();
    List<String> restarts = new ArrayList<>();
    StreamHandler screen =
        new StreamHandler() {
          @Override
          public void onContent(String content) {
            shown.append(content);
          }

          @Override
          public void onRestart() {
            restarts.add(shown.toString());
            shown.setLength(0);
          }
        };

    ChatResponse r = pool.chat(ask("btc price", true), screen);

    assertThat(r.content()).isEqualTo("Bitcoin costs 89,369 USD.");
    assertThat(shown.toString()).isEqualTo("Bitcoin costs 89,369 USD.");
    // Whatever of a's partial reply reached the screen was withdrawn before b's reply began.
    assertThat(restarts.size()).isLessThanOrEqualTo(1);
    assertThat(restarts).allSatisfy(t -> assertThat("The price of bitcoin is 12").startsWith(t));
    assertThat(r.route().server()).isEqualTo("b");
    assertThat(r.route().failovers()).singleElement().asString().startsWith("a: STREAM_BROKEN");
  }

  @Test
  void aFullQueueSendsTheRequestElsewhere() throws Exception {
    OllamaSimulator a = sim(OllamaSimulator.builder().parallel(1).maxQueue(0));
    OllamaSimulator b = sim();
    // The occupant holds a's only slot until the pool has its answer, however long that takes.
    CountDownLatch done = new CountDownLatch(1);
    a.setDispatcher(
        request -> {
          try {
            done.await(3, TimeUnit.MINUTES);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return Reply.text("slow");
        });
    b.enqueue(Reply.text("from b"));
    Thread occupant = new Thread(() -> swallow(() -> client(a).chat(ask("occupy", false))));
    occupant.start();
    assertThat(a.awaitRunning(1, Duration.ofMinutes(3))).isTrue(); // holds a's only slot
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();

    ChatResponse r = pool.chat(ask("hello", false));

    assertThat(r.content()).isEqualTo("from b");
    assertThat(r.route().failovers()).singleElement().asString().startsWith("a: SERVER_BUSY");
    assertThat(r.route().failed())
        .singleElement()
        .satisfies(
            f -> {
              assertThat(f.server()).isEqualTo("a");
              assertThat(f.errorType()).isEqualTo(ServerBusyException.class.getName());
              assertThat(f.kind()).isEqualTo("SERVER_BUSY");
            });
    done.countDown();
    a.close();
    occupant.join(10_000);
  }

  @Test
  void aStalledServerTimesOutAndTheNextAnswers() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.stall(Duration.ofSeconds(60)));
    b.enqueue(Reply.text("from b"));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a, Duration.ofSeconds(1)), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();

    ChatResponse r = pool.chat(ask("hello", true));

    assertThat(r.content()).isEqualTo("from b");
    assertThat(r.route().failovers()).singleElement().asString().startsWith("a: TIMEOUT");
  }

  @Test
  void aServerThatSendsHeadersAndThenNothingIsGivenUpWhileTheTurnHasTimeForTheNext() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.stallAfterHeaders(Duration.ofSeconds(120)));
    b.enqueue(Reply.text("Hello from b."));
    // The pool's and the clients' defaults: a's idle timeout (60 s) is longer than the turn.
    ServerPool pool =
        ServerPool.builder()
            .ollama("a", a.baseUrl().toString())
            .ollama("b", b.baseUrl().toString())
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();
    Agent agent =
        Agent.builder()
            .backend(pool)
            .catalog(pool)
            .model("qwen2.5:3b")
            .callTimeout(Duration.ofSeconds(8))
            .build();

    AgentReply reply = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> agent.chat("hello"));

    assertThat(reply.text()).isEqualTo("Hello from b.");
    assertThat(reply.trace().fallback()).isNull();
    assertThat(a.chatRequests()).hasSize(1);
    ModelCallTrace call = reply.trace().modelCalls().get(0);
    assertThat(call.server()).isEqualTo("b");
    assertThat(call.failovers())
        .singleElement()
        .asString()
        .startsWith("a: TIMEOUT")
        .contains("sent no text");
  }

  @Test
  void theFirstTextBoundIsHalfTheTimeLeftSoTheNextServerHasTheOtherHalf() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.stallAfterHeaders(Duration.ofSeconds(120)));
    b.enqueue(Reply.text("late but whole").withFirstByteDelay(Duration.ofMillis(1500)));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();
    long start = System.nanoTime();
    long deadline = start + Duration.ofSeconds(8).toNanos();

    ChatResponse r = pool.chat(ask("hello", true), StreamHandler.NONE, deadline);
    long end = System.nanoTime();

    assertThat(r.content()).isEqualTo("late but whole");
    // Half of what was left when a was tried: a was tried after start and before the reply came
    // back, whenever a busy machine let that happen, so the bound lies between half of the time
    // left at each of those two moments.
    assertThat(r.route().failovers()).singleElement().asString().contains("sent no text");
    java.util.regex.Matcher within =
        java.util.regex.Pattern.compile("within (\\d+) ms").matcher(r.route().failovers().get(0));
    assertThat(within.find()).isTrue();
    assertThat(Long.parseLong(within.group(1)))
        .isBetween((deadline - end) / 2 / 1_000_000 - 1, (deadline - start) / 2 / 1_000_000);
  }

  @Test
  void theLastServerThatCanAnswerIsNotCutOffByTheFirstTextBound() {
    OllamaSimulator a = sim();
    a.enqueue(Reply.text("slow but fine").withFirstByteDelay(Duration.ofMillis(1500)));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .firstTextTimeout(Duration.ofMillis(200))
            .build();

    ChatResponse r = pool.chat(ask("hello", true), StreamHandler.NONE);

    assertThat(r.content()).isEqualTo("slow but fine");
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void aServerThatFallsSilentMidReplyIsGivenUpAndTheReplyStartsOver() {
    OllamaSimulator a = sim(), b = sim();
    // a's first word comes at once, the next after 5 minutes: only the first text decides
    // whether a counts as started, and the 5 s bound leaves a busy machine time to deliver it.
    a.enqueue(Reply.text("The price is rising and").withTokenDelay(Duration.ofMinutes(5)));
    b.enqueue(Reply.text("Bitcoin costs 89,369 USD."));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .firstTextTimeout(Duration.ofSeconds(5))
            .build();
    List<String> restarts = new ArrayList<>();
    StringBuilder shown = new StringBuilder();
    StreamHandler screen =
        new StreamHandler() {
          @Override
          public void onContent(String content) {
            shown.append(content);
          }

          @Override
          public void onRestart() {
            restarts.add(shown.toString());
            shown.setLength(0);
          }
        };

    ChatResponse r =
        assertTimeoutPreemptively(
            Duration.ofSeconds(60), () -> pool.chat(ask("btc price", true), screen));

    assertThat(r.content()).isEqualTo("Bitcoin costs 89,369 USD.");
    assertThat(shown.toString()).isEqualTo("Bitcoin costs 89,369 USD.");
    assertThat(restarts).containsExactly("The");
    assertThat(r.route().failovers()).singleElement().asString().contains("mid-reply");
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void theFirstTextBoundIsValidated() {
    assertThatThrownBy(() -> ServerPool.builder().firstTextTimeout(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aServerTakenAwayIsTakenOutAndComesBackAfterItsPause() {
    OllamaSimulator a = sim(), b = sim();
    int port = a.port();
    ManualClock clock = new ManualClock();
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .failureThreshold(1)
            .openDuration(Duration.ofSeconds(30))
            .modelListTtl(Duration.ZERO)
            .clock(clock)
            .build();
    a.close();

    ChatResponse first = pool.chat(ask("one", false));
    ChatResponse second = pool.chat(ask("two", false));
    ChatResponse third = pool.chat(ask("three", false));

    assertThat(List.of(first, second, third)).extracting(r -> r.route().server()).containsOnly("b");
    assertThat(pool.status().get(0).state()).isEqualTo(ServerPool.State.OPEN);
    assertThat(second.route().failovers()).isEmpty();
    assertThat(third.route().failovers()).isEmpty();

    OllamaSimulator back = sim(OllamaSimulator.builder().port(port));
    clock.advance(Duration.ofSeconds(31));
    assertThat(pool.status().get(0).state()).isEqualTo(ServerPool.State.HALF_OPEN);
    List<String> servers = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      servers.add(pool.chat(ask("again " + i, false)).route().server());
    }

    assertThat(servers).contains("a", "b");
    assertThat(back.chatRequests()).isNotEmpty();
    assertThat(pool.status().get(0).state()).isEqualTo(ServerPool.State.CLOSED);
  }

  @Test
  void eachServerTakesNoMoreThanItsLimitAndTheRestWaitInsteadOfFailing() throws Exception {
    // One slot and no queue: a second request at once would get a 503.
    OllamaSimulator a = sim(OllamaSimulator.builder().parallel(1).maxQueue(0));
    a.setDispatcher(r -> Reply.text("ok").withFirstByteDelay(Duration.ofMillis(100)));
    ServerPool pool = ServerPool.builder().server("a", client(a), client(a), 1).build();
    ExecutorService threads = Executors.newFixedThreadPool(6);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<ChatResponse>> replies = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      int n = i;
      replies.add(
          threads.submit(
              () -> {
                go.await();
                return pool.chat(ask("hello " + n, false));
              }));
    }
    go.countDown();

    for (Future<ChatResponse> f : replies) {
      assertThat(f.get(60, TimeUnit.SECONDS).content()).isEqualTo("ok");
    }
    threads.shutdown();
    assertThat(a.chatRequests()).hasSize(6);
  }

  @Test
  void aModelOnOneServerOnlyIsAskedThere() {
    OllamaSimulator a =
        sim(OllamaSimulator.builder().model(SimModel.of("llava:7b", "completion", "vision")));
    OllamaSimulator b = sim();
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .build();

    ChatResponse r = pool.chat(ask("hello", false));

    assertThat(r.route().server()).isEqualTo("b");
    assertThat(r.route().failovers()).isEmpty();
    assertThat(a.chatRequests()).isEmpty();
  }

  @Test
  void theCatalogGivesOnlyTheCapabilitiesEveryCopyOfTheModelHas() {
    OllamaSimulator a =
        sim(OllamaSimulator.builder().model(SimModel.of("qwen2.5:3b", "completion", "tools")));
    OllamaSimulator b =
        sim(OllamaSimulator.builder().model(SimModel.of("qwen2.5:3b", "completion")));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .build();

    assertThat(pool.show("qwen2.5:3b").orElseThrow().capabilities()).containsExactly("completion");
    assertThat(pool.show("mistral:7b")).isEmpty();
    assertThat(pool.models()).extracting(m -> m.name()).containsExactly("qwen2.5:3b");
  }

  @Test
  void aBadRequestIsNotSentToTheOtherServers() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.error(400, "invalid options"));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a))
            .server("b", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();

    assertThatThrownBy(() -> pool.chat(ask("hello", false)))
        .isInstanceOf(BadModelRequestException.class);
    assertThat(b.chatRequests()).isEmpty();
  }

  @Test
  void anAgentTurnGoesOnOnAnotherServerAndTheTraceSaysSo() {
    OllamaSimulator a = sim(), b = sim();
    a.enqueue(Reply.error(500, "llama runner process has terminated: signal: killed"));
    b.enqueue(Reply.text("Hello from the second box."));
    ServerPool pool =
        ServerPool.builder()
            .server("gpu-1", client(a), client(a))
            .server("gpu-2", client(b), client(b))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();
    Agent agent = Agent.builder().backend(pool).catalog(pool).model("qwen2.5:3b").build();

    AgentReply reply = agent.chat("hello");

    assertThat(reply.text()).isEqualTo("Hello from the second box.");
    assertThat(reply.trace().fellBack()).isFalse();
    ModelCallTrace call = reply.trace().modelCalls().get(0);
    assertThat(call.server()).isEqualTo("gpu-2");
    assertThat(call.failovers()).singleElement().asString().startsWith("gpu-1: MODEL_FAILED");
  }

  @Test
  void concurrentTurnsAcrossServersAreAllAnsweredAndNoneIsLost() throws Exception {
    OllamaSimulator a = sim(), b = sim(), c = sim();
    for (OllamaSimulator s : List.of(a, b, c)) {
      s.setDispatcher(r -> Reply.text("echo: " + r.lastMessage().get("content").getAsString()));
    }
    a.enqueue(Reply.drop("partial"));
    ServerPool pool =
        ServerPool.builder()
            .server("a", client(a), client(a), 2)
            .server("b", client(b), client(b), 2)
            .server("c", client(c), client(c), 2)
            .build();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    List<Future<ChatResponse>> futures = new ArrayList<>();
    List<String> asked = new CopyOnWriteArrayList<>();
    for (int i = 0; i < 40; i++) {
      String q = "question " + i;
      asked.add(q);
      futures.add(threads.submit(() -> pool.chat(ask(q, true))));
    }

    for (int i = 0; i < futures.size(); i++) {
      assertThat(futures.get(i).get(60, TimeUnit.SECONDS).content())
          .isEqualTo("echo: " + asked.get(i));
    }
    threads.shutdown();
    assertThat(pool.status()).allSatisfy(s -> assertThat(s.inFlight()).isZero());
  }

  private static void swallow(Runnable r) {
    try {
      r.run();
    } catch (RuntimeException ignored) {
      // the test closes the server under it
    }
  }
}
