package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.message.Message;
import dev.vex.core.recovery.Fallback;
import dev.vex.core.recovery.Fallbacks;
import dev.vex.core.recovery.RecoveryStep;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One way to contain failures (issue #28 §3): a host extension at every step of the turn throws
 * each kind of throwable, over HTTP against the simulator, and the user still gets a reply; an
 * {@link OutOfMemoryError} is the one the turn lets through, as documented.
 */
class ExtensionFailureTest extends SimulatorAgentBase {
  private static final String ANSWER = "The answer is ready.";

  /** Each kind of throwable a host extension can throw, checked ones past the compiler too. */
  enum Kind {
    RUNTIME(() -> new IllegalStateException("host bug")),
    CHECKED(() -> new IOException("host I/O")),
    ASSERTION(() -> new AssertionError("host assertion")),
    LINKAGE(() -> new NoClassDefFoundError("com/example/Missing")),
    STACK_OVERFLOW(StackOverflowError::new),
    ERROR(() -> new Error("plain error"));

    final Supplier<Throwable> make;

    Kind(Supplier<Throwable> make) {
      this.make = make;
    }
  }

  /** Where in the turn the host's extension throws. */
  enum Step {
    CLASSIFIER,
    FETCHER_ON_TURN_THREAD,
    FETCHER_ON_POOL,
    FETCHER_FLAG,
    ROUTER,
    BACKEND,
    TOOL,
    GUARD,
    GUARD_NAME,
    RECOVERY_STEP,
    FALLBACK,
    FALLBACK_NAME,
    MEMORY_RECALL,
    MEMORY_WRITE,
    LISTENER
  }

  static Stream<Arguments> everyStepAndKind() {
    List<Arguments> all = new ArrayList<>();
    for (Step s : Step.values()) {
      for (Kind k : Kind.values()) {
        all.add(Arguments.of(s, k));
      }
    }
    return all.stream();
  }

  @SuppressWarnings("unchecked")
  private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
    throw (T) t;
  }

  private static GroundTruth btc() {
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of(),
        List.of(new KeyFigure("BTC price", new BigDecimal("89369"), "USD")),
        Map.of("en", "Bitcoin: 89,369 USD (CoinGecko)."),
        new FactCard(
            "Bitcoin",
            Map.of("price", "89,369 USD"),
            "CoinGecko",
            "https://www.coingecko.com",
            Instant.EPOCH));
  }

  /** A fetcher that throws, or a working one whose flags throw. */
  private static GroundedFetcher fetcher(Step step, Kind kind) {
    return new GroundedFetcher() {
      @Override
      public GroundTruth fetch(Intent intent) {
        if (step == Step.FETCHER_ON_TURN_THREAD || step == Step.FETCHER_ON_POOL) {
          throw sneaky(kind.make.get());
        }
        return btc();
      }

      @Override
      public boolean answersInterrupts() {
        if (step == Step.FETCHER_FLAG) {
          throw sneaky(kind.make.get());
        }
        return step == Step.FETCHER_ON_TURN_THREAD;
      }
    };
  }

  private Agent agentFor(Step step, Kind kind) {
    Agent.Builder b =
        agent()
            .classifier(
                m -> {
                  if (step == Step.CLASSIFIER) {
                    throw sneaky(kind.make.get());
                  }
                  return List.of(Intent.of("crypto", "BTC"));
                })
            .fetcher("crypto", fetcher(step, kind))
            .tool(
                Tool.of(
                    "lookup",
                    "Looks something up",
                    ObjectSchema.empty(),
                    args -> {
                      if (step == Step.TOOL) {
                        throw sneaky(kind.make.get());
                      }
                      return "found";
                    }));
    if (step == Step.ROUTER) {
      b.router(
          r -> {
            throw sneaky(kind.make.get());
          });
    }
    if (step == Step.BACKEND) {
      b.decorateBackend(
          real ->
              (request, handler) -> {
                throw sneaky(kind.make.get());
              });
    }
    b.guard(
        new Guard() {
          @Override
          public GuardVerdict check(dev.vex.core.guard.Draft draft, dev.vex.core.TurnContext c) {
            if (step == Step.GUARD) {
              throw sneaky(kind.make.get());
            }
            return GuardVerdict.pass();
          }

          @Override
          public String name() {
            if (step == Step.GUARD_NAME) {
              throw sneaky(kind.make.get());
            }
            return "host-guard";
          }
        });
    if (step == Step.RECOVERY_STEP) {
      b.recovery(
          List.of(
              new RecoveryStep() {
                @Override
                public Optional<String> recover(dev.vex.core.recovery.RecoveryAttempt attempt) {
                  throw sneaky(kind.make.get());
                }
              }));
    }
    List<Fallback> ladder = new ArrayList<>();
    ladder.add(
        new Fallback() {
          @Override
          public Optional<String> render(dev.vex.core.TurnContext context) {
            if (step == Step.FALLBACK) {
              throw sneaky(kind.make.get());
            }
            return Optional.empty();
          }

          @Override
          public String name() {
            if (step == Step.FALLBACK_NAME) {
              throw sneaky(kind.make.get());
            }
            return "host-fallback";
          }
        });
    ladder.addAll(Fallbacks.defaultLadder());
    b.fallbacks(ladder);
    b.memory(
        new MemoryStore() {
          @Override
          public void remember(String memoryId, MemoryEntry entry) {
            if (step == Step.MEMORY_WRITE) {
              throw sneaky(kind.make.get());
            }
          }

          @Override
          public List<MemoryEntry> recall(String memoryId, String query, int limit) {
            if (step == Step.MEMORY_RECALL) {
              throw sneaky(kind.make.get());
            }
            return List.of();
          }

          @Override
          public void logEpisode(String memoryId, dev.vex.core.memory.Episode episode) {
            if (step == Step.MEMORY_WRITE) {
              throw sneaky(kind.make.get());
            }
          }
        });
    if (step == Step.LISTENER) {
      b.listener(
          new AgentListener() {
            @Override
            public void turnStarted(Message message) {
              throw sneaky(kind.make.get());
            }

            @Override
            public void turnEnded(AgentReply reply) {
              throw sneaky(kind.make.get());
            }

            @Override
            public void classificationEnded(List<Intent> intents) {
              throw sneaky(kind.make.get());
            }
          });
    }
    return b.build();
  }

  @ParameterizedTest(name = "{0} throws {1}")
  @MethodSource("everyStepAndKind")
  void theUserGetsAReplyWhateverAHostExtensionThrows(Step step, Kind kind) {
    boolean modelFails =
        step == Step.RECOVERY_STEP || step == Step.FALLBACK || step == Step.FALLBACK_NAME;
    if (modelFails) {
      for (int i = 0; i < 4; i++) {
        sim.enqueue(Reply.error(500, "model runner has unexpectedly stopped"));
      }
    } else if (step == Step.TOOL) {
      sim.enqueue(Reply.toolCall("lookup", "{}"));
      sim.enqueue(Reply.text(ANSWER));
    } else {
      sim.enqueue(Reply.text(ANSWER));
    }

    AgentReply reply =
        agentFor(step, kind).chat(Conversation.create("m1"), "What is the bitcoin price?");

    assertThat(reply.text()).as("the user gets a reply").isNotBlank();
    switch (step) {
      case ROUTER, BACKEND, RECOVERY_STEP, FALLBACK, FALLBACK_NAME -> {
        // the model's step failed: the ladder answers with the real figure the fetch brought
        assertThat(reply.text()).contains("89,369");
        assertThat(reply.trace().fallback()).isNotEqualTo("host-fallback");
      }
      default -> {
        assertThat(reply.text()).contains(ANSWER);
        assertThat(reply.trace().fallback()).isNull();
      }
    }
    if (step == Step.TOOL) {
      assertThat(reply.trace().toolCalls().get(0).result()).startsWith("Error");
    }
  }

  @Test
  void anOutOfMemoryErrorReachesTheHostAsItWas() {
    sim.enqueue(Reply.text(ANSWER));
    Agent a =
        agent()
            .classifier(
                m -> {
                  throw new OutOfMemoryError("host heap");
                })
            .build();

    assertThatThrownBy(() -> a.chat("hello"))
        .isInstanceOf(OutOfMemoryError.class)
        .hasMessage("host heap");
  }
}
