package dev.vex.grounding.sports;

import com.google.gson.JsonElement;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A team's next matches and latest results from TheSportsDB's v1 API: {@code searchteams.php?t=…}
 * resolves the team, then {@code eventsnext.php?id=…} and {@code eventslast.php?id=…}. The intent's
 * subject is the team; its {@code when} parameter asks for {@code next}, {@code last} or {@code
 * both} (the default). Key figures: the score of each latest result as a pair, the home team's
 * goals then the away team's, in the unit {@code goals}, each with its team's names as aliases (the
 * digit scan compares a reply's {@code 3-1} with the pair); the latest result's are required.
 * Immutable and thread-safe.
 */
public final class SportsFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "sports";

  /** The intent parameter that says which events are wanted. */
  public static final String WHEN = "when";

  /** Asks for the next matches. */
  public static final String NEXT = "next";

  /** Asks for the latest results. */
  public static final String LAST = "last";

  /** Asks for both, the default. */
  public static final String BOTH = "both";

  /** The source name. */
  public static final String SOURCE = "TheSportsDB";

  private final Source source;

  private SportsFetcher(Builder b) {
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
  public static SportsFetcher create() {
    return builder().build();
  }

  /**
   * Yes: the fetch waits only in the JDK client's send and on futures, both of which end at an
   * interrupt.
   *
   * @return true
   */
  /**
   * Yes: a reply may state this source's figures wrongly even when the user only mentioned the
   * subject.
   *
   * @return true
   */
  @Override
  public boolean fetchesMentions() {
    return true;
  }

  @Override
  public boolean answersInterrupts() {
    return true;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws InterruptedException {
    String team = intent.subject().strip();
    if (team.isEmpty()) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no team",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    String mode = SportsReport.mode(intent.parameters().get(WHEN));
    return source.cached(Text.key(team) + "|" + mode, () -> load(team, mode));
  }

  private CompletableFuture<GroundTruth> load(String query, String mode) {
    String searchPath = "/searchteams.php?t=" + Text.encode(query);
    String searchUrl = source.baseUrl() + searchPath;
    return source
        .getJson(searchPath)
        .thenApply(json -> SportsReport.team(json, query, searchUrl))
        .thenCompose(team -> events(team, mode));
  }

  private CompletableFuture<GroundTruth> events(SportsReport.Team team, String mode) {
    List<String> urls = new ArrayList<>();
    CompletableFuture<List<SportsReport.Event>> next = CompletableFuture.completedFuture(List.of());
    CompletableFuture<List<SportsReport.Event>> last = CompletableFuture.completedFuture(List.of());
    if (!mode.equals(LAST)) {
      String path = "/eventsnext.php?id=" + Text.encode(team.id());
      urls.add(source.baseUrl() + path);
      next = list(path);
    }
    if (!mode.equals(NEXT)) {
      String path = "/eventslast.php?id=" + Text.encode(team.id());
      urls.add(source.baseUrl() + path);
      last = list(path);
    }
    return next.thenCombine(
        last,
        (n, l) -> SportsReport.truth(team, n, l, List.copyOf(urls), source.clock().instant()));
  }

  private CompletableFuture<List<SportsReport.Event>> list(String path) {
    String url = source.baseUrl() + path;
    return source.getJson(path).thenApply((JsonElement json) -> SportsReport.events(json, url));
  }

  /** Configures a {@link SportsFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://www.thesportsdb.com/api/v1/json/123")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofMinutes(5));

    private Builder() {}

    /**
     * Sets the base URL, including the key segment of TheSportsDB's v1 paths. The default is {@code
     * https://www.thesportsdb.com/api/v1/json/123}, the free public key.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the timeout of each request, body included (a fetch takes two or three). The default is
     * 2 seconds.
     *
     * @param timeout as {@link SourceSettings.Builder#timeout}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      source.timeout(timeout);
      return this;
    }

    /**
     * Sets how long events are reused for the same team. The default is 5 minutes.
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
    public SportsFetcher build() {
      return new SportsFetcher(this);
    }
  }
}
