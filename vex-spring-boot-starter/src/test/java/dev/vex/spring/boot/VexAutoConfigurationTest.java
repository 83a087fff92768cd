package dev.vex.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.grounding.GroundedMessage;
import dev.vex.grounding.Grounding;
import dev.vex.guards.GuardChain;
import dev.vex.guards.GuardedReply;
import dev.vex.guards.links.UrlAllowlistGuard;
import dev.vex.opentelemetry.VexTelemetry;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Every condition and property of the starter, in application contexts started by the runner. */
class VexAutoConfigurationTest {
  private OllamaSimulator sim;
  private ApplicationContextRunner runner;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    runner =
        new ApplicationContextRunner()
            .withConfiguration(
                AutoConfigurations.of(
                    VexAutoConfiguration.class, VexMetricsAutoConfiguration.class))
            .withPropertyValues("vex.ollama.base-urls=" + sim.baseUrl());
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  @Test
  void theDefaultsGiveAGroundedGuardedAgentOnOneOllamaServer() {
    runner.run(
        ctx -> {
          assertThat(ctx).hasSingleBean(Agent.class).hasSingleBean(VexRuntime.class);
          assertThat(ctx.getBean(ChatBackend.class)).isInstanceOf(OllamaClient.class);
          assertThat(ctx.getBean(Grounding.class).fetchers()).hasSize(9);
          assertThat(ctx.getBean(VexGuards.class).guards())
              .extracting(Guard::name)
              .containsExactly("failed-fetch", "url-allowlist", "digit-scan");
          assertThat(ctx).doesNotHaveBean(VexTelemetry.class);
        });
  }

  @Test
  void theRuntimeIsClosedWithTheContext() {
    VexRuntime[] runtime = new VexRuntime[1];
    runner.run(ctx -> runtime[0] = ctx.getBean(VexRuntime.class));
    assertThat(runtime[0].isClosed()).isTrue();
  }

  @Test
  void severalBaseUrlsMakeAPool() {
    runner
        .withPropertyValues(
            "vex.ollama.base-urls=" + sim.baseUrl() + "," + sim.baseUrl(),
            "vex.ollama.max-concurrent-per-server=2")
        .run(ctx -> assertThat(ctx.getBean(ChatBackend.class)).isInstanceOf(ServerPool.class));
  }

  @Test
  void anEmptyServerListFailsWithWhatToSet() {
    runner
        .withPropertyValues("vex.ollama.base-urls=")
        .run(
            ctx ->
                assertThat(ctx.getStartupFailure())
                    .rootCause()
                    .hasMessageContaining("vex.ollama.base-urls is empty"));
  }

  @Test
  void groundingCanBeTurnedOffWholeOrPerKind() {
    runner
        .withPropertyValues("vex.grounding.enabled=false")
        .run(ctx -> assertThat(ctx).doesNotHaveBean(Grounding.class).hasSingleBean(Agent.class));
    runner
        .withPropertyValues(
            "vex.grounding.kinds.sports.enabled=false", "vex.grounding.kinds.news.enabled=false")
        .run(
            ctx ->
                assertThat(ctx.getBean(Grounding.class).fetchers())
                    .hasSize(7)
                    .doesNotContainKeys("sports", "news"));
  }

  @Test
  void anUnknownKindFailsWithTheKnownOnes() {
    runner
        .withPropertyValues("vex.grounding.kinds.flights.base-url=http://127.0.0.1:1")
        .run(
            ctx ->
                assertThat(ctx.getStartupFailure())
                    .rootCause()
                    .hasMessageContaining("vex.grounding.kinds.flights")
                    .hasMessageContaining("weather, news"));
  }

  @Test
  void aKindsBaseUrlPointsItsFetcherThere() throws Exception {
    try (RecordedSource source = RecordedSource.coinGecko()) {
      sim.enqueue(Reply.text("Bitcoin costs 50,000 USD."));
      runner
          .withPropertyValues("vex.grounding.kinds.crypto.base-url=" + source.baseUrl())
          .run(
              ctx -> {
                AgentReply reply = ctx.getBean(Agent.class).chat("BTC price");
                assertThat(source.requests()).isEqualTo(1);
                assertThat(reply.text()).contains("65,603").doesNotContain("50,000");
              });
    }
  }

  @Test
  void guardsCanBeTurnedOffAndTheAllowlistExtended() {
    runner
        .withPropertyValues("vex.guards.enabled=false")
        .run(ctx -> assertThat(ctx.getBean(VexGuards.class).guards()).isEmpty());
    runner
        .withPropertyValues("vex.guards.allowlist=intranet.example.org")
        .run(
            ctx ->
                assertThat(
                        ctx.getBean(VexGuards.class).guards().stream()
                            .filter(UrlAllowlistGuard.class::isInstance)
                            .map(g -> ((UrlAllowlistGuard) g).domains())
                            .findFirst()
                            .orElseThrow())
                    .contains("intranet.example.org", "coingecko.com"));
  }

  @Test
  void theModelAndTimeoutPropertiesReachTheAgent() {
    sim.enqueue(Reply.text("Hello!"));
    runner
        .withPropertyValues("vex.model=llama3.2:3b", "vex.call-timeout=30s")
        .run(
            ctx -> {
              ctx.getBean(Agent.class).chat("hello there");
              assertThat(sim.chatRequests().get(0).model()).isEqualTo("llama3.2:3b");
            });
  }

  @Configuration(proxyBeanMethods = false)
  static class Overrides {
    static final VexRuntime RUNTIME = VexRuntime.builder().build();

    @Bean
    VexRuntime myRuntime() {
      return RUNTIME;
    }

    @Bean
    Grounding myGrounding() {
      return Grounding.builder().without("search").build();
    }

    @Bean
    VexGuards myGuards() {
      return new VexGuards(List.of());
    }
  }

  @Test
  void everyBeanCanBeReplacedByTheApplications() {
    runner
        .withUserConfiguration(Overrides.class)
        .run(
            ctx -> {
              assertThat(ctx.getBean(VexRuntime.class)).isSameAs(Overrides.RUNTIME);
              assertThat(ctx.getBean(Grounding.class).fetchers()).doesNotContainKey("search");
              assertThat(ctx.getBean(VexGuards.class).guards()).isEmpty();
            });
  }

  @Configuration(proxyBeanMethods = false)
  static class HostBeans {
    @Bean
    Tool sendEmail() {
      return Tool.of(
          "send_email",
          "Sends an email",
          ObjectSchema.builder().requiredString("to", "Address").build(),
          args -> "sent");
    }

    @Bean
    IntentClassifier flightRule() {
      return m ->
          m.content().contains("flights") ? List.of(Intent.of("flights", "OSL")) : List.of();
    }

    @Bean
    GroundedFetcher flights() {
      return intent ->
          new GroundTruth(
              "flights",
              "Avinor",
              List.of("https://avinor.no/flights"),
              Instant.now(),
              Map.of(),
              List.of(new KeyFigure("departures", new BigDecimal("412"), "")),
              Map.of("en", "Oslo Airport has 412 departures today (source: Avinor)."),
              null);
    }

    @Bean
    Guard signature() {
      return Guard.named(
          "signature", (draft, ctx) -> GuardVerdict.rewritten(draft.text() + " -- ACME", "signed"));
    }
  }

  @Test
  void theApplicationsToolsFetchersGuardsAndClassifiersAreGivenToTheAgent() {
    sim.enqueue(Reply.text("There are 999 departures today."));
    runner
        .withUserConfiguration(HostBeans.class)
        .run(
            ctx -> {
              Agent agent = ctx.getBean(Agent.class);
              assertThat(agent.tools().names()).contains("send_email");
              AgentReply reply = agent.chat("how many flights leave Oslo today?");
              assertThat(sim.chatRequests().get(0).messages().toString()).contains("412");
              assertThat(reply.text()).contains("412").doesNotContain("999").endsWith("-- ACME");
            });
  }

  @Test
  void theGuardChainRunsTheAgentsGuardsOnTextFromElsewhere() {
    runner
        .withUserConfiguration(HostBeans.class)
        .run(
            ctx -> {
              GuardChain chain = ctx.getBean(GuardChain.class);
              assertThat(chain.guards())
                  .extracting(Guard::name)
                  .containsExactly("failed-fetch", "url-allowlist", "digit-scan", "signature");
              GuardedReply reply =
                  chain.check(
                      "Read [this](http://evil.example/x) first.",
                      GroundedMessage.of("hello", List.of()).toTurnContext(Locale.ENGLISH));
              assertThat(reply.text()).doesNotContain("evil.example").endsWith("-- ACME");
              assertThat(reply.changed()).isTrue();
            });
  }

  @Configuration(proxyBeanMethods = false)
  static class Registry {
    @Bean
    MeterRegistry registry() {
      return new SimpleMeterRegistry();
    }
  }

  @Test
  void withAMeterRegistryTheTurnsAreMeasured() {
    sim.enqueue(Reply.text("Hello!"));
    runner
        .withUserConfiguration(Registry.class)
        .run(
            ctx -> {
              assertThat(ctx).hasSingleBean(VexTelemetry.class);
              ctx.getBean(Agent.class).chat("hello there");
              assertThat(ctx.getBean(MeterRegistry.class).getMeters())
                  .extracting(m -> m.getId().getName())
                  .anyMatch(n -> n.startsWith("gen_ai"));
            });
  }

  @Test
  void thePropertiesHaveMetadataForTheIde() throws Exception {
    try (InputStream in =
        getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(json)
          .contains("\"vex.ollama.base-urls\"")
          .contains("\"vex.model\"")
          .contains("\"vex.call-timeout\"")
          .contains("\"vex.grounding.kinds\"")
          .contains("\"vex.guards.allowlist\"")
          .contains("The Ollama servers' base URLs");
    }
  }
}
