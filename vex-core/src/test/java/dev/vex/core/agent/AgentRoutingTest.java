package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.model.ModelChoice;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelRouter;
import dev.vex.core.model.RouteRequest;
import dev.vex.simulator.Reply;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Model routing against what the server really has and can do. */
class AgentRoutingTest extends SimulatorAgentBase {
  private static final String PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

  @Test
  void missingModelFallsBackToTheNextConfiguredOneWithAWarning() {
    sim.enqueue(Reply.text("Hello from qwen."));

    AgentReply reply = agent().toolsModels("qwen2.5:14b", "qwen2.5:3b").build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello from qwen.");
    assertThat(reply.trace().model()).isEqualTo("qwen2.5:3b");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("'qwen2.5:14b' is not on the server"));
    assertThat(chats()).extracting(r -> r.model()).containsExactly("qwen2.5:3b");
  }

  @Test
  void modelMissingMidTurnSwitchesToTheNextOneWhenTheCatalogWasWrong() {
    // The catalog says both exist (stale); the simulator, like Ollama, answers 404 for the first.
    sim.enqueue(Reply.text("Hello."));
    dev.vex.core.model.ModelCatalog stale =
        new dev.vex.core.model.ModelCatalog() {
          @Override
          public List<ModelInfo> models() {
            return List.of();
          }

          @Override
          public Optional<ModelInfo> show(String model) {
            return Optional.of(
                new ModelInfo(model, "", "", 0, java.util.Set.of("completion", "tools")));
          }
        };

    AgentReply reply =
        agent().catalog(stale).toolsModels("qwen2.5:14b", "qwen2.5:3b").build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello.");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("switched to 'qwen2.5:3b'"));
    assertThat(chats()).extracting(r -> r.model()).containsExactly("qwen2.5:14b", "qwen2.5:3b");
  }

  @Test
  void visionModelMissingMidTurnFallsBackToATextModelWithoutTheImages() {
    sim.enqueue(Reply.text("I cannot see it, but I can help otherwise."));
    dev.vex.core.model.ModelCatalog stale =
        new dev.vex.core.model.ModelCatalog() {
          @Override
          public List<ModelInfo> models() {
            return List.of();
          }

          @Override
          public Optional<ModelInfo> show(String model) {
            java.util.Set<String> caps =
                model.startsWith("llava")
                    ? java.util.Set.of("completion", "vision")
                    : java.util.Set.of("completion", "tools");
            return Optional.of(new ModelInfo(model, "", "", 0, caps));
          }
        };

    AgentReply reply =
        agent()
            .catalog(stale)
            .visionModels("llava:13b")
            .build()
            .chat(Message.user("What is in this picture?", List.of(PNG)));

    assertThat(reply.text()).isEqualTo("I cannot see it, but I can help otherwise.");
    assertThat(chats()).extracting(r -> r.model()).containsExactly("llava:13b", "qwen2.5:3b");
    assertThat(chats().get(0).images()).containsExactly(PNG);
    assertThat(chats().get(1).images()).isEmpty();
    assertThat(chats().get(1).lastMessage().get("role").getAsString()).isEqualTo("user");
  }

  @Test
  void toolsAreWithheldFromAModelWithoutTheToolsCapability() {
    sim.enqueue(Reply.text("I can only talk."));

    AgentReply reply = agent().model("llava:7b").build().chat("weather in Oslo?");

    assertThat(reply.text()).isEqualTo("I can only talk.");
    assertThat(chats().get(0).tools()).isEmpty();
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("lacks the 'tools' capability"));
  }

  @Test
  void serverRefusingToolsIsRetriedWithoutThemWhenTheCatalogCouldNotTell() {
    sim.enqueue(Reply.error(400, "registry.ollama.ai/library/qwen2.5:3b does not support tools"));
    sim.enqueue(Reply.text("Plain answer."));
    dev.vex.core.model.ModelCatalog silent =
        new dev.vex.core.model.ModelCatalog() {
          @Override
          public List<ModelInfo> models() {
            throw new IllegalStateException("offline");
          }

          @Override
          public Optional<ModelInfo> show(String model) {
            throw new IllegalStateException("offline");
          }
        };

    AgentReply reply = agent().catalog(silent).build().chat("hi");

    assertThat(reply.text()).isEqualTo("Plain answer.");
    assertThat(chats().get(0).tools()).isNotEmpty();
    assertThat(chats().get(1).tools()).isEmpty();
  }

  @Test
  void imagesGoToTheVisionModelWithoutTools() {
    sim.enqueue(Reply.text("A red pixel."));

    AgentReply reply =
        agent()
            .visionModels("llava:7b")
            .build()
            .chat(
                Message.user("What is in this picture?", List.of("data:image/png;base64," + PNG)));

    assertThat(reply.text()).isEqualTo("A red pixel.");
    assertThat(chats().get(0).model()).isEqualTo("llava:7b");
    assertThat(chats().get(0).images()).containsExactly(PNG);
    assertThat(chats().get(0).tools()).isEmpty();
  }

  @Test
  void imagesAreNeverSentToAModelWithoutVision() {
    sim.enqueue(Reply.text("I cannot see images."));

    AgentReply reply = agent().build().chat(Message.user("What is in this picture?", List.of(PNG)));

    assertThat(chats().get(0).images()).isEmpty();
    assertThat(chats().get(0).model()).isEqualTo("qwen2.5:3b");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("no vision model"));
  }

  @Test
  void configuredModelWithVisionTakesImagesWhenNoVisionModelIsSet() {
    sim.enqueue(Reply.text("A pixel."));

    agent().model("gemma3:4b").build().chat(Message.user("What is this?", List.of(PNG)));

    assertThat(chats().get(0).model()).isEqualTo("gemma3:4b");
    assertThat(chats().get(0).images()).containsExactly(PNG);
  }

  @Test
  void chatOnlyTurnGoesToTheChatModelWithoutTools() {
    sim.enqueue(Reply.text("Hi there!"));

    agent()
        .toolsModels("qwen2.5:3b")
        .chatModels("llama3.2:3b")
        .classifier(m -> List.of(Intent.chat()))
        .build()
        .chat("hi");

    assertThat(chats().get(0).model()).isEqualTo("llama3.2:3b");
    assertThat(chats().get(0).tools()).isEmpty();
  }

  @Test
  void capabilitiesAreLookedUpOnceAndCached() {
    sim.enqueue(Reply.text("one"));
    sim.enqueue(Reply.text("two"));
    var agent = agent().build();

    agent.chat("a");
    agent.chat("b");

    long shows = countShows();
    assertThat(shows).isEqualTo(1);
  }

  @Test
  void aHostRouterIsToldWhenTheServerLacksItsModelAndRoutesAgain() {
    // The simulator, like Ollama, answers 404 for a model it does not have (qwen2.5:14b).
    sim.enqueue(Reply.text("Hello from the second model."));
    List<String> missing = new java.util.concurrent.CopyOnWriteArrayList<>();
    List<java.util.Set<String>> skipped = new java.util.concurrent.CopyOnWriteArrayList<>();
    ModelRouter hostRouter =
        new ModelRouter() {
          @Override
          public ModelChoice route(RouteRequest request) {
            skipped.add(request.unavailable());
            String model =
                request.unavailable().contains("qwen2.5:14b") ? "qwen2.5:3b" : "qwen2.5:14b";
            return new ModelChoice(model, ModelChoice.Purpose.TOOLS, true, false, List.of());
          }

          @Override
          public void modelMissing(String model) {
            missing.add(model);
          }
        };

    AgentReply reply = agent().router(hostRouter).build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello from the second model.");
    assertThat(missing).containsExactly("qwen2.5:14b");
    assertThat(skipped).containsExactly(java.util.Set.of(), java.util.Set.of("qwen2.5:14b"));
    assertThat(chats()).extracting(r -> r.model()).containsExactly("qwen2.5:14b", "qwen2.5:3b");
    assertThat(reply.trace().model()).isEqualTo("qwen2.5:3b");
  }

  @Test
  void aRouterThatFailsIsNamedAndTheTurnStillAnswersFromItsGroundTruth() {
    ModelRouter broken =
        request -> {
          throw new IllegalStateException("router bug");
        };

    AgentReply reply =
        agent()
            .router(broken)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> AgentBoundsTest.btc())
            .build()
            .chat("BTC price?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().grounding()).hasSize(1);
    assertThat(chats()).isEmpty();
  }

  @Test
  void aRouterThatReturnsNullIsNamedInTheFailureTheLadderSees() {
    List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
    ModelRouter silent = request -> null;

    AgentReply reply =
        agent()
            .router(silent)
            .fallbacks(
                List.of(
                    dev.vex.core.recovery.Fallback.named(
                        "record",
                        context -> {
                          failures.add(context.failure());
                          return java.util.Optional.empty();
                        }),
                    dev.vex.core.recovery.Fallbacks.notice()))
            .build()
            .chat("hi");

    assertThat(reply.trace().fallback()).isEqualTo("notice");
    assertThat(failures)
        .singleElement()
        .satisfies(
            f -> assertThat(f.getMessage()).contains("returned null").contains("model router"));
    assertThat(chats()).isEmpty();
  }

  private long countShows() {
    long shows = 0;
    while (true) {
      try {
        if (sim.takeRequest(java.time.Duration.ofMillis(50)).path().equals("/api/show")) {
          shows++;
        }
      } catch (IllegalStateException none) {
        return shows;
      }
    }
  }
}
