package dev.vex.spring.boot;

import dev.vex.opentelemetry.VexTelemetry;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * With vex-opentelemetry and a Micrometer {@link MeterRegistry}: Vex's turn metrics (GenAI
 * conventions) recorded through the registry, and through the application's {@link OpenTelemetry}
 * bean when it has one, by a listener on every turn of the agent.
 */
@AutoConfiguration(
    afterName = {
      "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
      "org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration"
    },
    before = VexAutoConfiguration.class)
@ConditionalOnClass({VexTelemetry.class, MeterRegistry.class, OpenTelemetry.class})
@ConditionalOnBean(MeterRegistry.class)
public class VexMetricsAutoConfiguration {

  /**
   * The telemetry.
   *
   * @param registry where the metrics go
   * @param openTelemetry the application's OpenTelemetry, if any; else spans are not recorded
   * @return the telemetry
   */
  @Bean
  @ConditionalOnMissingBean
  public VexTelemetry vexTelemetry(
      MeterRegistry registry, ObjectProvider<OpenTelemetry> openTelemetry) {
    return VexTelemetry.builder(openTelemetry.getIfAvailable(OpenTelemetry::noop))
        .meterRegistry(registry)
        .build();
  }

  /**
   * Adds the telemetry's listener to the agent.
   *
   * @param telemetry the telemetry
   * @return the customizer
   */
  @Bean
  public VexAgentCustomizer vexTelemetryCustomizer(VexTelemetry telemetry) {
    return builder -> builder.listener(telemetry.agentListener());
  }
}
