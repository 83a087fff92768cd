package dev.vex.core.model;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Routes each turn to a configured tools, chat or vision model that the server has, looked up once
 * through the {@link ModelCatalog} and cached for a TTL. A missing model falls back to the next
 * configured one with a warning; tools are withheld from a model whose capabilities lack {@code
 * tools}, and images from one that lacks {@code vision}.
 *
 * <p>When the catalog cannot be reached, the first configured model is used and the server's own
 * errors decide (the agent then retries without tools or with the next model).
 *
 * <p>{@link #prepare} starts the lookup {@code route} will make before the turn's grounding fetch,
 * without a thread of its own, so the first turn's {@code /api/show} overlaps that fetch.
 *
 * <p>Immutable configuration, thread-safe cache. When an entry is missing or expired, one thread
 * asks the server ({@code /api/show}) and the others that need the same model at the same time wait
 * for its answer.
 */
public final class DefaultModelRouter implements ModelRouter {

  private final ModelCatalog catalog;
  private final List<String> toolsModels;
  private final List<String> chatModels;
  private final List<String> visionModels;
  private final List<String> toolsCandidates;
  private final List<String> chatCandidates;
  private final List<String> visionCandidates;
  private final long ttlMillis;
  private final Clock clock;
  private final Map<String, Cached> cache = new ConcurrentHashMap<>();
  private final Map<String, CompletableFuture<Optional<Optional<ModelInfo>>>> inFlight =
      new ConcurrentHashMap<>();

  private final Map<String, Prepared> prepared = new ConcurrentHashMap<>();

  private record Cached(Optional<ModelInfo> info, long at) {}

  /** An answer {@link #prepare} started to ask for, and when. */
  private record Prepared(java.util.function.Supplier<Optional<ModelInfo>> answer, long at) {}

  private DefaultModelRouter(Builder b) {
    this.catalog = b.catalog;
    this.toolsModels = List.copyOf(b.toolsModels);
    this.chatModels = List.copyOf(b.chatModels.isEmpty() ? b.toolsModels : b.chatModels);
    this.visionModels = List.copyOf(b.visionModels);
    this.ttlMillis = b.ttl.toMillis();
    this.clock = b.clock;
    if (toolsModels.isEmpty() && chatModels.isEmpty()) {
      throw new IllegalStateException("configure at least one model");
    }
    // Fixed by the configuration: worked out once, not on every turn.
    this.toolsCandidates = distinct(toolsModels, toolsModels, chatModels);
    this.chatCandidates = distinct(chatModels, toolsModels, chatModels);
    this.visionCandidates = distinct(visionModels, toolsModels, chatModels);
  }

  /**
   * Starts a router configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * {@inheritDoc}
   *
   * <p>Starts asking the catalog ({@link ModelCatalog#showLater}) about the first model {@link
   * #route} would look up when the cache does not know it; {@code route} then takes that answer.
   * Vision requests and a router without a catalog start nothing.
   */
  @Override
  public boolean prepare(RouteRequest request) {
    if (catalog == null || request.hasImages() || ttlMillis <= 0) {
      return false;
    }
    boolean wantTools = request.hasTools() && !request.chatOnly();
    for (String candidate : wantTools ? toolsCandidates : chatCandidates) {
      if (request.unavailable().contains(candidate)) {
        continue;
      }
      Cached c = cache.get(candidate);
      if ((c != null && clock.millis() - c.at < ttlMillis)
          || inFlight.containsKey(candidate)
          || prepared.containsKey(candidate)) {
        return false;
      }
      try {
        prepared.put(candidate, new Prepared(catalog.showLater(candidate), clock.millis()));
        return true;
      } catch (RuntimeException e) {
        log().debug("model catalog unavailable for {}: {}", candidate, e.toString());
        return false;
      }
    }
    return false;
  }

  @Override
  public ModelChoice route(RouteRequest request) {
    List<String> warnings = new ArrayList<>();
    if (request.hasImages()) {
      ModelChoice vision = pickVision(request, warnings);
      if (vision != null) {
        return vision;
      }
      warnings.add("no vision model is available: the images were not sent");
    }
    boolean wantTools = request.hasTools() && !request.chatOnly();
    List<String> candidates = wantTools ? toolsCandidates : chatCandidates;
    String chosen = null;
    Optional<ModelInfo> info = Optional.empty();
    for (String candidate : candidates) {
      if (request.unavailable().contains(candidate)) {
        continue;
      }
      Optional<Optional<ModelInfo>> looked = lookup(candidate);
      if (looked.isPresent() && looked.get().isEmpty()) {
        warnings.add("model '" + candidate + "' is not on the server; trying the next one");
        continue;
      }
      chosen = candidate;
      info = looked.orElse(Optional.empty());
      break;
    }
    if (chosen == null) {
      throw new ModelNotFoundException(
          404,
          null,
          "none of the configured models "
              + candidates
              + " is on the Ollama server; pull one with `ollama pull "
              + candidates.get(0)
              + "`",
          null);
    }
    boolean tools = wantTools;
    if (wantTools
        && info.isPresent()
        && info.get().capabilitiesKnown()
        && !info.get().has("tools")) {
      tools = false;
      warnings.add(
          "model '" + chosen + "' lacks the 'tools' capability: tools were not offered this turn");
    }
    ModelChoice.Purpose purpose = wantTools ? ModelChoice.Purpose.TOOLS : ModelChoice.Purpose.CHAT;
    return new ModelChoice(chosen, purpose, tools, false, warnings);
  }

  private ModelChoice pickVision(RouteRequest request, List<String> warnings) {
    List<String> candidates = visionCandidates;
    for (String candidate : candidates) {
      if (request.unavailable().contains(candidate)) {
        continue;
      }
      boolean configuredForVision = visionModels.contains(candidate);
      Optional<Optional<ModelInfo>> looked = lookup(candidate);
      if (looked.isPresent() && looked.get().isEmpty()) {
        if (configuredForVision) {
          warnings.add(
              "vision model '" + candidate + "' is not on the server; trying the next one");
        }
        continue;
      }
      Optional<ModelInfo> info = looked.orElse(Optional.empty());
      boolean known = info.isPresent() && info.get().capabilitiesKnown();
      boolean vision = known ? info.get().has("vision") : configuredForVision;
      if (!vision) {
        if (configuredForVision && known) {
          warnings.add("model '" + candidate + "' lacks the 'vision' capability");
        }
        continue;
      }
      boolean tools =
          request.hasTools()
              && !request.chatOnly()
              && (!known || info.get().has("tools"))
              && (known || !configuredForVision);
      if (request.hasTools() && !tools) {
        warnings.add(
            "vision model '"
                + candidate
                + "' lacks the 'tools' capability: tools were not offered");
      }
      return new ModelChoice(candidate, ModelChoice.Purpose.VISION, tools, true, warnings);
    }
    return null;
  }

  /**
   * Looks a model up through the cache. Outer empty: the catalog could not be asked. Inner empty:
   * the server does not have the model.
   */
  private Optional<Optional<ModelInfo>> lookup(String model) {
    if (catalog == null) {
      return Optional.empty();
    }
    long now = clock.millis();
    Cached c = cache.get(model);
    if (c != null && now - c.at < ttlMillis) {
      return Optional.of(c.info);
    }
    // Single flight: the first thread asks the server, the others wait for its answer.
    CompletableFuture<Optional<Optional<ModelInfo>>> mine = new CompletableFuture<>();
    CompletableFuture<Optional<Optional<ModelInfo>>> theirs = inFlight.putIfAbsent(model, mine);
    if (theirs != null) {
      return await(theirs, model);
    }
    Optional<Optional<ModelInfo>> result = Optional.empty();
    try {
      Prepared p = prepared.remove(model);
      Optional<ModelInfo> info;
      long at;
      if (p != null && clock.millis() - p.at < ttlMillis) {
        info = p.answer.get(); // asked by prepare, while the turn fetched its ground truth
        at = p.at;
      } else {
        if (p != null) {
          discard(p);
        }
        info = catalog.show(model);
        at = clock.millis();
      }
      cache.put(model, new Cached(info, at));
      result = Optional.of(info);
    } catch (RuntimeException e) {
      log().debug("model catalog unavailable for {}: {}", model, e.toString());
    } finally {
      inFlight.remove(model, mine);
      mine.complete(result);
    }
    return result;
  }

  /** Reads an answer too old to use, so that its exchange ends; what it says is not kept. */
  private static void discard(Prepared p) {
    try {
      p.answer.get();
    } catch (RuntimeException e) {
      log().debug("an unused model lookup failed: {}", e.toString());
    }
  }

  private static Optional<Optional<ModelInfo>> await(
      CompletableFuture<Optional<Optional<ModelInfo>>> f, String model) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // the turn sees it and stops
      return Optional.empty();
    } catch (ExecutionException e) {
      log().debug("model lookup for {} failed: {}", model, e.getCause().toString());
      return Optional.empty();
    }
  }

  /**
   * Forgets what the cache knows about a model, for example after the server said 404.
   *
   * @param model the model
   */
  public void forget(String model) {
    cache.remove(model);
  }

  /** Forgets the model's cached capabilities: the next lookup asks the server again. */
  @Override
  public void modelMissing(String model) {
    forget(model);
  }

  @SafeVarargs
  private static List<String> distinct(List<String>... lists) {
    LinkedHashSet<String> all = new LinkedHashSet<>();
    for (List<String> l : lists) {
      all.addAll(l);
    }
    return List.copyOf(all);
  }

  /** Configures a {@link DefaultModelRouter}. Not thread-safe. */
  public static final class Builder {
    private ModelCatalog catalog;
    private List<String> toolsModels = List.of();
    private List<String> chatModels = List.of();
    private List<String> visionModels = List.of();
    private Duration ttl = Duration.ofMinutes(5);
    private Clock clock = Clock.systemUTC();

    private Builder() {}

    /**
     * Sets where models and capabilities are looked up. The default is none: configured models are
     * used as they are.
     *
     * @param catalog the catalog, usually the {@link dev.vex.core.ollama.OllamaClient}
     * @return this builder
     */
    public Builder catalog(ModelCatalog catalog) {
      this.catalog = catalog;
      return this;
    }

    /**
     * Sets the models for turns that may use tools, in order of preference.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder toolsModels(List<String> models) {
      this.toolsModels = List.copyOf(models);
      return this;
    }

    /**
     * Sets the models for conversation turns, in order of preference. The default is the tools
     * models.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder chatModels(List<String> models) {
      this.chatModels = List.copyOf(models);
      return this;
    }

    /**
     * Sets the models for messages with images, in order of preference. The default is none: a
     * tools or chat model with the {@code vision} capability is used when there is one.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder visionModels(List<String> models) {
      this.visionModels = List.copyOf(models);
      return this;
    }

    /**
     * Sets how long what the server said about a model is trusted. The default is 5 minutes.
     *
     * @param ttl a duration, zero to ask every turn
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      this.ttl = Objects.requireNonNull(ttl);
      return this;
    }

    /**
     * Sets the clock, for tests. The default is the system UTC clock.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock);
      return this;
    }

    /**
     * Builds the router.
     *
     * @return the router
     * @throws IllegalStateException when no model is configured
     */
    public DefaultModelRouter build() {
      return new DefaultModelRouter(this);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(DefaultModelRouter.class);
  }
}
