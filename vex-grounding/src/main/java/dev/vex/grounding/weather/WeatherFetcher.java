package dev.vex.grounding.weather;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Current weather and a day's forecast from wttr.in's JSON ({@code /{location}?format=j1&lang=nb};
 * the English descriptions feed the English summary, the {@code lang_nb} ones the Norwegian). The
 * intent's subject is the place; its {@code day} parameter picks today ({@code 0}, the default),
 * tomorrow ({@code 1}) or the day after ({@code 2}). Key figures: temperatures in {@code °C}, the
 * chance of rain in {@code %}, the wind in {@code km/h}. Immutable and thread-safe.
 */
public final class WeatherFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "weather";

  /** The intent parameter for the forecast day: {@code 0} today, {@code 1} tomorrow, {@code 2}. */
  public static final String DAY = "day";

  /** The source name. */
  public static final String SOURCE = "wttr.in";

  /** The public site whose page for a place the card links to. */
  static final String PUBLIC_PAGE = "https://wttr.in/";

  /**
   * The language asked for with {@code lang}: wttr.in then adds {@code lang_nb} next to each
   * English {@code weatherDesc}, and the Norwegian summary uses it.
   */
  static final String NATIVE = "nb";

  private final Source source;
  private final String defaultLocation;

  private WeatherFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
    this.defaultLocation = b.defaultLocation;
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
  public static WeatherFetcher create() {
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
    String location = intent.subject().isBlank() ? defaultLocation : intent.subject();
    if (location.isBlank()) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no place and no default location is configured",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    int day = day(intent.parameters().get(DAY));
    String url = source.baseUrl() + "/" + Text.encode(location) + "?format=j1&lang=" + NATIVE;
    // The card links to the place's page on the public wttr.in, whatever server answered (a
    // local recording server or a self-hosted wttr.in is no page for a reader).
    String page = PUBLIC_PAGE + Text.encode(location);
    return source.cached(
        Text.key(location) + "|" + day,
        () ->
            source
                .getJson("/" + Text.encode(location) + "?format=j1&lang=" + NATIVE)
                .thenApply(
                    json ->
                        WeatherReport.parse(
                            json,
                            day,
                            location,
                            List.of(url, page),
                            page,
                            source.clock().instant())));
  }

  private static int day(String value) {
    if (value == null) {
      return 0;
    }
    try {
      return Math.max(0, Math.min(2, Integer.parseInt(value.strip())));
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** Configures a {@link WeatherFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://wttr.in")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofMinutes(10));
    private String defaultLocation = "";

    private Builder() {}

    /**
     * Sets the base URL. The default is {@code https://wttr.in}; point it at a self-hosted wttr.in
     * or a test server.
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
     * Sets how long an answer is reused for the same place and day. The default is 10 minutes; zero
     * only shares requests in flight.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets the place used when the question names none. The default is none: such a fetch fails.
     *
     * @param location a place name, for example {@code Oslo}
     * @return this builder
     */
    public Builder defaultLocation(String location) {
      this.defaultLocation = Objects.requireNonNull(location).strip();
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
    public WeatherFetcher build() {
      return new WeatherFetcher(this);
    }
  }
}
