package dev.vex.grounding.recipes;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.time.Clock;
import java.time.Duration;

/**
 * A recipe from TheMealDB's {@code /api/json/v1/1/search.php?s=…}: the first meal that matches,
 * with its ingredients, method and video. The intent's subject is the dish, in English (the intent
 * rules translate common Norwegian dish names). TheMealDB answers {@code {"meals":null}} when
 * nothing matches, which this fetcher reports as a not-found {@link SourceException}. Besides the
 * joined {@code ingredients} and the method's {@code steps}, its facts hold TheMealDB's {@code
 * strIngredientN} and {@code strMeasureN} side by side as {@code ingredientNames} and {@code
 * measures}, which the digit scan reads a stated amount against. Immutable and thread-safe.
 */
public final class RecipeFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "recipes";

  /** The source name. */
  public static final String SOURCE = "TheMealDB";

  /** The public site a card links to when a recipe names no source of its own. */
  static final String PUBLIC_PAGE = "https://www.themealdb.com/";

  private final Source source;

  private RecipeFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a fetcher with the defaults.
   *
   * @return the fetcher
   */
  public static RecipeFetcher create() {
    return builder().build();
  }

  /**
   * Yes: the fetch waits only in the JDK client's send and on futures, both of which end at an
   * interrupt.
   *
   * @return true
   */
  @Override
  public boolean answersInterrupts() {
    return true;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws InterruptedException {
    String dish = intent.subject().strip();
    if (dish.isEmpty()) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no dish",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    String path = "/api/json/v1/1/search.php?s=" + Text.encode(dish);
    String url = source.baseUrl() + path;
    return source.cached(
        Text.key(dish),
        () ->
            source
                .getJson(path)
                .thenApply(json -> RecipeReport.parse(json, dish, url, source.clock().instant())));
  }

  /** Configures a {@link RecipeFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://www.themealdb.com")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofHours(1));

    private Builder() {}

    /**
     * Sets the base URL. The default is {@code https://www.themealdb.com}.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the timeout of a request, body included. The default is 2 seconds.
     *
     * @param timeout as {@link SourceSettings.Builder#timeout}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      source.timeout(timeout);
      return this;
    }

    /**
     * Sets how long a recipe is reused for the same dish. The default is 1 hour.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets the clock for fetched-at times. The default is the system clock in UTC.
     *
     * @param clock as {@link SourceSettings.Builder#clock}
     * @return this builder
     */
    public Builder clock(Clock clock) {
      source.clock(clock);
      return this;
    }

    /**
     * Replaces the base URL, timeout, cache lifetime, user agent and clock with {@code settings}.
     *
     * @param settings the settings
     * @return this builder
     */
    public Builder settings(SourceSettings settings) {
      source.settings(settings);
      return this;
    }

    /**
     * Builds the fetcher.
     *
     * @return the fetcher
     */
    public RecipeFetcher build() {
      return new RecipeFetcher(this);
    }
  }
}
