package dev.vex.spring.boot;

import dev.vex.core.VexRuntime;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.ollama.OllamaClient;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.actuate.health.CompositeHealthContributor;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * With Actuator: a health indicator {@code vex} with one child per Ollama server ({@code ollama-1},
 * {@code ollama-2}, …): UP when the server answers its model list and has every model the {@code
 * vex.*} properties name, DOWN otherwise, with the missing models or the error as details. Off with
 * {@code management.health.vex.enabled=false}.
 */
@AutoConfiguration(after = VexAutoConfiguration.class)
@ConditionalOnClass({HealthIndicator.class, OllamaClient.class})
@ConditionalOnEnabledHealthIndicator("vex")
public class VexHealthAutoConfiguration {

  /**
   * The model servers' health.
   *
   * @param properties the properties
   * @param runtime the runtime
   * @return one indicator per server
   */
  @Bean
  @ConditionalOnMissingBean(name = "vexHealthContributor")
  public CompositeHealthContributor vexHealthContributor(
      VexProperties properties, VexRuntime runtime) {
    Map<String, HealthIndicator> servers = new LinkedHashMap<>();
    List<String> urls = properties.getOllama().getBaseUrls();
    for (int i = 0; i < urls.size(); i++) {
      OllamaClient client = VexAutoConfiguration.client(urls.get(i), properties, runtime);
      servers.put(VexAutoConfiguration.serverName(i), () -> check(client, properties.allModels()));
    }
    return CompositeHealthContributor.fromMap(servers);
  }

  static Health check(OllamaClient client, List<String> wanted) {
    Health.Builder h = Health.unknown().withDetail("baseUrl", client.baseUrl().toString());
    List<ModelInfo> models;
    try {
      models = client.models();
    } catch (RuntimeException e) {
      return h.down(e).build();
    }
    Set<String> names = models.stream().map(ModelInfo::name).collect(Collectors.toSet());
    List<String> missing =
        wanted.stream().filter(m -> !names.contains(m) && !names.contains(m + ":latest")).toList();
    h.withDetail("models", names.size());
    if (!missing.isEmpty()) {
      return h.down().withDetail("missingModels", missing).build();
    }
    return h.up().build();
  }
}
