package dev.vex.spring.boot;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.core.tool.Tool;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.GuardChain;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.fetch.FailedFetchGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Configures a grounded, guarded Vex {@link Agent} from the {@code vex.*} properties ({@link
 * VexProperties}). Every bean can be replaced by one of the same type; the application's beans of
 * type {@link Tool}, {@link GroundedFetcher} (registered for the intent kind named by its bean
 * name), {@link Guard} (run after the {@link VexGuards}) and {@link IntentClassifier} are given to
 * the agent.
 */
@AutoConfiguration
@ConditionalOnClass(Agent.class)
@EnableConfigurationProperties(VexProperties.class)
public class VexAutoConfiguration {

  /**
   * The runtime that owns the agent's threads and HTTP clients; closed with the context.
   *
   * @return the runtime
   */
  @Bean(destroyMethod = "close")
  @ConditionalOnMissingBean
  public VexRuntime vexRuntime() {
    return VexRuntime.builder().build();
  }

  /**
   * The model servers: an {@link OllamaClient} for one base URL, a {@link ServerPool} for several.
   *
   * @param properties the properties
   * @param runtime the runtime
   * @return the backend, which is also the model catalog
   */
  @Bean
  @ConditionalOnMissingBean
  public ChatBackend vexChatBackend(VexProperties properties, VexRuntime runtime) {
    List<String> urls = properties.getOllama().getBaseUrls();
    if (urls == null || urls.isEmpty()) {
      throw new IllegalStateException(
          "vex.ollama.base-urls is empty; set at least one Ollama server, e.g."
              + " http://127.0.0.1:11434");
    }
    if (urls.size() == 1) {
      return client(urls.get(0), properties, runtime);
    }
    ServerPool.Builder pool = ServerPool.builder();
    if (properties.getOllama().getMaxConcurrentPerServer() > 0) {
      pool.maxConcurrentPerServer(properties.getOllama().getMaxConcurrentPerServer());
    }
    for (int i = 0; i < urls.size(); i++) {
      OllamaClient c = client(urls.get(i), properties, runtime);
      pool.server(serverName(i), c, c);
    }
    return pool.build();
  }

  static OllamaClient client(String url, VexProperties properties, VexRuntime runtime) {
    return OllamaClient.builder()
        .baseUrl(url)
        .queryTimeout(properties.getOllama().getQueryTimeout())
        .runtime(runtime)
        .build();
  }

  static String serverName(int index) {
    return "ollama-" + (index + 1);
  }

  /**
   * Vex's grounding: the intent rules and a fetcher per enabled kind, pointed at the configured
   * base URLs.
   *
   * @param properties the properties
   * @return the grounding
   */
  @Bean
  @ConditionalOnMissingBean
  @ConditionalOnProperty(
      prefix = "vex.grounding",
      name = "enabled",
      havingValue = "true",
      matchIfMissing = true)
  public Grounding vexGrounding(VexProperties properties) {
    VexProperties.Grounding g = properties.getGrounding();
    Grounding.Builder b = Grounding.builder();
    List<String> off = new ArrayList<>();
    for (Map.Entry<String, VexProperties.Kind> e : g.getKinds().entrySet()) {
      String kind = e.getKey();
      VexProperties.Kind k = e.getValue();
      if (!k.isEnabled()) {
        off.add(kind);
        continue;
      }
      if (k.getBaseUrl() == null && k.getTimeout() == null && k.getCacheTtl() == null) {
        continue;
      }
      Fetchers.configure(b, kind, k);
    }
    if (!off.isEmpty()) {
      b.without(off.toArray(String[]::new));
    }
    if (g.getDeadline() != null) {
      b.deadline(g.getDeadline());
    }
    return b.build();
  }

  /**
   * Vex's default guards: failed fetch, the URL allowlist (with {@code vex.guards.allowlist}
   * added), the digit scan. None when {@code vex.guards.enabled=false}.
   *
   * @param properties the properties
   * @return the guards
   */
  @Bean
  @ConditionalOnMissingBean
  public VexGuards vexGuards(VexProperties properties) {
    if (!properties.getGuards().isEnabled()) {
      return new VexGuards(List.of());
    }
    UrlAllowlistGuard allowlist =
        UrlAllowlistGuard.builder()
            .defaults()
            .allow(properties.getGuards().getAllowlist().toArray(String[]::new))
            .build();
    return new VexGuards(List.of(FailedFetchGuard.create(), allowlist, DigitScanGuard.defaults()));
  }

  /**
   * The guards the agent runs (the {@link VexGuards}, then the application's {@link Guard} beans)
   * as a {@link GuardChain}, for text the application got from elsewhere: {@code chain.check(text,
   * grounding.ground(question, deadline).toTurnContext(locale))}.
   *
   * @param guards the built-in guards
   * @param hostGuards the application's guards
   * @return the chain
   */
  @Bean
  @ConditionalOnMissingBean
  public GuardChain vexGuardChain(VexGuards guards, ObjectProvider<Guard> hostGuards) {
    List<Guard> all = new ArrayList<>(guards.guards());
    hostGuards.orderedStream().forEach(all::add);
    return GuardChain.of(all);
  }

  /**
   * The agent.
   *
   * @param properties the properties
   * @param runtime the runtime
   * @param backend the model servers
   * @param grounding the grounding, when enabled
   * @param guards the guards: the built-in ones, then the application's
   * @param tools the application's tools
   * @param beans the context, for the application's fetchers by bean name (the intent kind)
   * @param classifiers the application's intent classifiers
   * @param memory the long-term memory, if any (vex-memory's, or the application's)
   * @param customizers adjustments of the application's own
   * @return the agent
   */
  @Bean
  @ConditionalOnMissingBean
  public Agent vexAgent(
      VexProperties properties,
      VexRuntime runtime,
      ChatBackend backend,
      ObjectProvider<Grounding> grounding,
      GuardChain guards,
      ObjectProvider<Tool> tools,
      ListableBeanFactory beans,
      ObjectProvider<IntentClassifier> classifiers,
      ObjectProvider<MemoryStore> memory,
      ObjectProvider<VexAgentCustomizer> customizers) {
    Agent.Builder b =
        Agent.builder()
            .runtime(runtime)
            .backend(backend)
            .model(properties.getModel())
            .callTimeout(properties.getCallTimeout())
            .locale(properties.getLocale());
    if (!properties.getToolsModels().isEmpty()) {
      b.toolsModels(properties.getToolsModels().toArray(String[]::new));
    }
    if (!properties.getChatModels().isEmpty()) {
      b.chatModels(properties.getChatModels().toArray(String[]::new));
    }
    if (!properties.getVisionModels().isEmpty()) {
      b.visionModels(properties.getVisionModels().toArray(String[]::new));
    }
    if (properties.getSystemPrompt() != null && !properties.getSystemPrompt().isBlank()) {
      b.systemPrompt(properties.getSystemPrompt());
    }
    List<IntentClassifier> hostClassifiers = classifiers.orderedStream().toList();
    if (!hostClassifiers.isEmpty()) {
      b.classifier(
          hostClassifiers.size() == 1
              ? hostClassifiers.get(0)
              : IntentClassifier.anyOf(hostClassifiers.toArray(IntentClassifier[]::new)));
    }
    tools.orderedStream().forEach(b::tool);
    Grounding g = grounding.getIfAvailable();
    if (g != null) {
      g.applyTo(b);
    }
    beans.getBeansOfType(GroundedFetcher.class).forEach(b::fetcher);
    guards.guards().forEach(b::guard);
    MemoryStore store = memory.getIfUnique();
    if (store != null) {
      b.memory(store).memoryPolicy(memoryPolicy(properties));
    }
    customizers.orderedStream().forEach(c -> c.customize(b));
    return b.build();
  }

  static MemoryPolicy memoryPolicy(VexProperties properties) {
    return switch (properties.getMemory().getPolicy()) {
      case PERSONAL_FACTS -> MemoryPolicy.personalFacts();
      case NEVER -> MemoryPolicy.never();
    };
  }

  /** Builds the built-in fetchers from their properties. */
  static final class Fetchers {
    private Fetchers() {}

    static void configure(Grounding.Builder b, String kind, VexProperties.Kind k) {
      switch (kind) {
        case "weather" -> {
          var f = WeatherFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.weather(f.build());
        }
        case "news" -> {
          var f = NewsFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.news(f.build());
        }
        case "search" -> {
          var f = SearchFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.search(f.build());
        }
        case "stocks" -> {
          var f = StockFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.stocks(f.build());
        }
        case "crypto" -> {
          var f = CryptoFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.crypto(f.build());
        }
        case "recipes" -> {
          var f = RecipeFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.recipes(f.build());
        }
        case "sports" -> {
          var f = SportsFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.sports(f.build());
        }
        case "currency" -> {
          var f = CurrencyFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.currency(f.build());
        }
        case "translate" -> {
          var f = TranslateFetcher.builder();
          if (k.getBaseUrl() != null) f.baseUrl(k.getBaseUrl());
          if (k.getTimeout() != null) f.timeout(k.getTimeout());
          if (k.getCacheTtl() != null) f.cacheTtl(k.getCacheTtl());
          b.translate(f.build());
        }
        default ->
            throw new IllegalArgumentException(
                "vex.grounding.kinds."
                    + kind
                    + ": no built-in fetcher of that kind; built in are weather, news, search,"
                    + " stocks, crypto, recipes, sports, currency, translate (declare a"
                    + " GroundedFetcher bean named after your own kind)");
      }
    }
  }
}
