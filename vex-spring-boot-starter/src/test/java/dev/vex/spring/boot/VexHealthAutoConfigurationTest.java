package dev.vex.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.simulator.OllamaSimulator;
import java.net.ServerSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.health.CompositeHealthContributor;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** With Actuator (Spring Boot 3): a health indicator per model server. */
class VexHealthAutoConfigurationTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(VexAutoConfiguration.class, VexHealthAutoConfiguration.class))
          .withPropertyValues("vex.ollama.base-urls=" + sim.baseUrl());

  @AfterEach
  void stop() {
    sim.close();
  }

  @Test
  void eachOllamaServerHasAHealthIndicatorThatChecksTheModels() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0)) {
      closedPort = s.getLocalPort();
    }
    runner
        .withPropertyValues(
            "vex.ollama.base-urls=" + sim.baseUrl() + ",http://127.0.0.1:" + closedPort)
        .run(
            ctx -> {
              CompositeHealthContributor health =
                  ctx.getBean("vexHealthContributor", CompositeHealthContributor.class);
              HealthIndicator up = (HealthIndicator) health.getContributor("ollama-1");
              HealthIndicator down = (HealthIndicator) health.getContributor("ollama-2");
              assertThat(up.health().getStatus()).isEqualTo(Status.UP);
              assertThat(down.health().getStatus()).isEqualTo(Status.DOWN);
            });
    runner
        .withPropertyValues("vex.model=no-such-model:1b")
        .run(
            ctx -> {
              CompositeHealthContributor health =
                  ctx.getBean("vexHealthContributor", CompositeHealthContributor.class);
              var h = ((HealthIndicator) health.getContributor("ollama-1")).health();
              assertThat(h.getStatus()).isEqualTo(Status.DOWN);
              assertThat(h.getDetails().get("missingModels").toString())
                  .contains("no-such-model:1b");
            });
    runner
        .withPropertyValues("management.health.vex.enabled=false")
        .run(ctx -> assertThat(ctx).doesNotHaveBean("vexHealthContributor"));
  }
}
