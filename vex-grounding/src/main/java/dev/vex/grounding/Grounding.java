package dev.vex.grounding;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.tool.ToolSelector;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.grounding.intent.IntentToolSelector;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The grounded auto-fires in one piece: the intent rules, a fetcher per kind, and the tool
 * selector, ready to apply to an agent.
 *
 * <p><b>{@link #defaults()} asks the public internet</b> (wttr.in, Hacker News, Yahoo Finance,
 * CoinGecko, TheMealDB, TheSportsDB, Frankfurter) whenever a turn asks for live data. In tests and
 * offline, point every fetcher at one local server with {@link Builder#sourcesAt(String)}: {@code
 * Grounding.builder().sourcesAt("http://127.0.0.1:8089").build()}.
 *
 * <pre>{@code
 * Agent agent = Grounding.defaults()
 *     .applyTo(Agent.builder().model("qwen2.5:3b"))
 *     .build();
 *
 * Grounding mine = Grounding.builder()
 *     .weather(WeatherFetcher.builder().defaultLocation("Oslo").build())
 *     .search(SearchFetcher.builder().baseUrl("http://searxng:8080").build())
 *     .without("sports")
 *     .deadline(Duration.ofSeconds(2))
 *     .build();
 * }</pre>
 *
 * <p>Search has no public default instance: {@link #defaults()} points it at a SearXNG on {@code
 * http://127.0.0.1:8080}; configure yours with {@link Builder#search(GroundedFetcher)}. Immutable
 * and thread-safe.
 */
public final class Grounding {
  private final Map<String, GroundedFetcher> fetchers;
  private final IntentClassifier classifier;
  private final ToolSelector toolSelector;
  private final Duration deadline;

  private Grounding(Builder b) {
    this.fetchers = Collections.unmodifiableMap(new LinkedHashMap<>(b.fetchers));
    IntentClassifier builtIn =
        b.classifier != null
            ? b.classifier
            : GroundingClassifier.builder().kinds(builtInKinds(fetchers.keySet())).build();
    List<IntentClassifier> all = new ArrayList<>();
    all.add(builtIn);
    // a loop, not Map.forEach with a lambda: built before the first turn, where each lambda's
    // first call costs a generated class (#23 cold start)
    for (Map.Entry<String, IntentClassifier> e : b.rules.entrySet()) {
      if (fetchers.containsKey(e.getKey())) {
        all.add(e.getValue());
      }
    }
    this.classifier =
        all.size() == 1 ? builtIn : IntentClassifier.anyOf(all.toArray(new IntentClassifier[0]));
    this.toolSelector = b.toolSelector;
    this.deadline = b.deadline;
  }

  private static java.util.Set<String> builtInKinds(java.util.Set<String> kinds) {
    java.util.Set<String> known = new java.util.LinkedHashSet<>(kinds);
    known.retainAll(GroundingClassifier.ALL_KINDS);
    return known;
  }

  /**
   * Returns every rule and every fetcher with its defaults. The fetchers ask the public internet
   * (wttr.in, hn.algolia.com, query1.finance.yahoo.com, api.coingecko.com, www.themealdb.com,
   * www.thesportsdb.com, api.frankfurter.dev; search a SearXNG and translation a LibreTranslate on
   * loopback): a test that must not go out uses {@code
   * Grounding.builder().sourcesAt(localServer).build()} instead ({@link
   * Builder#sourcesAt(String)}).
   *
   * @return the grounding
   */
  public static Grounding defaults() {
    return builder().build();
  }

  /**
   * Starts a configuration holding every fetcher with its defaults.
   *
   * @return a builder
   */
  public static Builder builder() {
    // the sources' JDK client takes the default TLS context on the first turn's thread: made now
    // on a thread of its own, it is ready by then (vex-core's TlsWarmUp, the one warm-up of both)
    dev.vex.core.internal.runtime.TlsWarmUp.start();
    return new Builder();
  }

  /**
   * Returns the classifier: the rules of the kinds that have a fetcher, unless one was set.
   *
   * @return the classifier
   */
  public IntentClassifier classifier() {
    return classifier;
  }

  /**
   * Returns the fetchers by intent kind. The built-in fetchers left at their defaults are made when
   * first used; this makes any not made yet.
   *
   * @return an unmodifiable map
   */
  public Map<String, GroundedFetcher> fetchers() {
    Map<String, GroundedFetcher> made = new LinkedHashMap<>();
    fetchers.forEach((kind, f) -> made.put(kind, DefaultFetcher.unwrap(f)));
    return Collections.unmodifiableMap(made);
  }

  /** The fetcher of a kind, a default one made when it first fetches; null when none. */
  GroundedFetcher fetcher(String kind) {
    return fetchers.get(kind);
  }

  /**
   * Returns the tool selector.
   *
   * @return the selector
   */
  public ToolSelector toolSelector() {
    return toolSelector;
  }

  /**
   * Grounds one message outside an agent turn, for hosts that call the model themselves (a
   * LangChain4j or Spring AI chat model): classifies it with these rules and fetches the data of
   * every intent the user asked for, in parallel on the {@linkplain VexRuntime#current() current
   * runtime}'s executor, under one deadline. A fetch that fails or misses the deadline is a {@link
   * dev.vex.core.grounding.FailedFetch}, never made-up data; a classifier that throws leaves the
   * message ungrounded. Blocks the calling thread for at most about the deadline.
   *
   * @param message the user's message; blank gives an ungrounded message
   * @param deadline how long the fetches may take together, positive
   * @return the message with its intents, ground truth and failed fetches
   */
  public GroundedMessage ground(String message, Duration deadline) {
    return MessageGrounder.ground(this, message, deadline);
  }

  /**
   * Adds grounding to an agent builder, keeping what the host set there: the builder's classifier
   * is combined with this one ({@link IntentClassifier#anyOf}, the host's intents first), the
   * builder's tool selector runs first and this one only hides grounding's own tools that the
   * turn's intents do not need (the host's tools stay offered), and the fetchers are registered for
   * their kinds. The host's tools are left as they are. When configured, the grounding deadline is
   * set too. Call it once per builder.
   *
   * @param agent the agent builder
   * @return the same agent builder
   */
  public Agent.Builder applyTo(Agent.Builder agent) {
    IntentClassifier host = agent.classifier();
    agent.classifier(
        host == IntentClassifier.NONE ? classifier : IntentClassifier.anyOf(host, classifier));
    ToolSelector hostSelector = agent.toolSelector();
    ToolSelector mine = toolSelector;
    agent.toolSelector(
        hostSelector == ToolSelector.ALL
            ? mine
            : (intents, tools) -> mine.select(intents, hostSelector.select(intents, tools)));
    for (Map.Entry<String, GroundedFetcher> e : fetchers.entrySet()) {
      agent.fetcher(e.getKey(), e.getValue()); // a loop, not a method reference (#23)
    }
    if (deadline != null) {
      agent.groundingDeadline(deadline);
    }
    return agent;
  }

  /** Configures a {@link Grounding}. */
  public static final class Builder {
    private final Map<String, GroundedFetcher> fetchers = new LinkedHashMap<>();
    private final Map<String, IntentClassifier> rules = new LinkedHashMap<>();
    private IntentClassifier classifier;
    private ToolSelector toolSelector = IntentToolSelector.defaults();
    private Duration deadline;

    private Builder() {
      // Made when first used: an agent builds only the fetchers its turns ask.
      fetchers.put(WeatherFetcher.KIND, new DefaultFetcher(WeatherFetcher.KIND));
      fetchers.put(NewsFetcher.KIND, new DefaultFetcher(NewsFetcher.KIND));
      fetchers.put(SearchFetcher.KIND, new DefaultFetcher(SearchFetcher.KIND));
      fetchers.put(StockFetcher.KIND, new DefaultFetcher(StockFetcher.KIND));
      fetchers.put(CryptoFetcher.KIND, new DefaultFetcher(CryptoFetcher.KIND));
      fetchers.put(RecipeFetcher.KIND, new DefaultFetcher(RecipeFetcher.KIND));
      fetchers.put(SportsFetcher.KIND, new DefaultFetcher(SportsFetcher.KIND));
      fetchers.put(CurrencyFetcher.KIND, new DefaultFetcher(CurrencyFetcher.KIND));
      fetchers.put(TranslateFetcher.KIND, new DefaultFetcher(TranslateFetcher.KIND));
    }

    /**
     * Points every built-in fetcher at one local server, each under its own path: the one line a
     * test or an offline demo needs, since {@link #defaults()} asks the public internet. Requests
     * go to {@code baseUrl} followed by {@code /wttr} (weather), {@code /hn} (news), {@code
     * /searxng} (search), {@code /yahoo} (stocks), {@code /coingecko} (crypto), {@code /mealdb}
     * (recipes), {@code /sportsdb} (sports), {@code /frankfurter} (currency) and {@code
     * /libretranslate} (translate), and then the source's own path (for example {@code
     * http://127.0.0.1:8089/wttr/Oslo?format=j1&lang=nb}). Each fetcher keeps its default timeout
     * (2 seconds; translation 5). Fact cards still link to the public source pages.
     *
     * <p>It replaces the fetchers of the built-in kinds still configured: set your own fetchers
     * after it.
     *
     * <pre>{@code
     * Grounding grounding = Grounding.builder().sourcesAt("http://127.0.0.1:8089").build();
     * }</pre>
     *
     * @param baseUrl an http or https URL without a trailing slash
     * @return this builder
     */
    public Builder sourcesAt(String baseUrl) {
      return sourcesAt(baseUrl, null);
    }

    /**
     * Points every built-in fetcher at one local server, as {@link #sourcesAt(String)}, with this
     * timeout for each request (a local server answering from a cold JVM may need more than the
     * default 2 seconds).
     *
     * @param baseUrl an http or https URL without a trailing slash
     * @param timeout the timeout of each request, positive; null keeps each fetcher's default
     * @return this builder
     */
    public Builder sourcesAt(String baseUrl, Duration timeout) {
      // The same checks as each fetcher's: an http(s) URL with a host, a positive timeout.
      SourceSettings.Builder shared = SourceSettings.builder().baseUrl(baseUrl);
      if (timeout != null) {
        shared.timeout(timeout);
      }
      String base = shared.build().baseUrl();
      Duration t = timeout;
      Map<String, GroundedFetcher> local = new LinkedHashMap<>();
      WeatherFetcher.Builder weather = WeatherFetcher.builder().baseUrl(base + "/wttr");
      NewsFetcher.Builder news = NewsFetcher.builder().baseUrl(base + "/hn");
      SearchFetcher.Builder search = SearchFetcher.builder().baseUrl(base + "/searxng");
      StockFetcher.Builder stocks = StockFetcher.builder().baseUrl(base + "/yahoo");
      CryptoFetcher.Builder crypto = CryptoFetcher.builder().baseUrl(base + "/coingecko");
      RecipeFetcher.Builder recipes = RecipeFetcher.builder().baseUrl(base + "/mealdb");
      SportsFetcher.Builder sports = SportsFetcher.builder().baseUrl(base + "/sportsdb");
      CurrencyFetcher.Builder currency = CurrencyFetcher.builder().baseUrl(base + "/frankfurter");
      TranslateFetcher.Builder translate =
          TranslateFetcher.builder().baseUrl(base + "/libretranslate");
      if (t != null) {
        weather.timeout(t);
        news.timeout(t);
        search.timeout(t);
        stocks.timeout(t);
        crypto.timeout(t);
        recipes.timeout(t);
        sports.timeout(t);
        currency.timeout(t);
        translate.timeout(t);
      }
      local.put(WeatherFetcher.KIND, weather.build());
      local.put(NewsFetcher.KIND, news.build());
      local.put(SearchFetcher.KIND, search.build());
      local.put(StockFetcher.KIND, stocks.build());
      local.put(CryptoFetcher.KIND, crypto.build());
      local.put(RecipeFetcher.KIND, recipes.build());
      local.put(SportsFetcher.KIND, sports.build());
      local.put(CurrencyFetcher.KIND, currency.build());
      local.put(TranslateFetcher.KIND, translate.build());
      local.forEach(fetchers::replace);
      return this;
    }

    /**
     * Sets the weather fetcher. The default is {@link WeatherFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder weather(GroundedFetcher fetcher) {
      return fetcher(WeatherFetcher.KIND, fetcher);
    }

    /**
     * Sets the news fetcher. The default is {@link NewsFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder news(GroundedFetcher fetcher) {
      return fetcher(NewsFetcher.KIND, fetcher);
    }

    /**
     * Sets the search fetcher. The default asks a SearXNG on {@code http://127.0.0.1:8080}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder search(GroundedFetcher fetcher) {
      return fetcher(SearchFetcher.KIND, fetcher);
    }

    /**
     * Sets the stocks fetcher. The default is {@link StockFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder stocks(GroundedFetcher fetcher) {
      return fetcher(StockFetcher.KIND, fetcher);
    }

    /**
     * Sets the crypto fetcher. The default is {@link CryptoFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder crypto(GroundedFetcher fetcher) {
      return fetcher(CryptoFetcher.KIND, fetcher);
    }

    /**
     * Sets the recipes fetcher. The default is {@link RecipeFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder recipes(GroundedFetcher fetcher) {
      return fetcher(RecipeFetcher.KIND, fetcher);
    }

    /**
     * Sets the sports fetcher. The default is {@link SportsFetcher#create()}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder sports(GroundedFetcher fetcher) {
      return fetcher(SportsFetcher.KIND, fetcher);
    }

    /**
     * Sets the currency fetcher. The default is {@link CurrencyFetcher#create()} (Frankfurter).
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder currency(GroundedFetcher fetcher) {
      return fetcher(CurrencyFetcher.KIND, fetcher);
    }

    /**
     * Sets the translation fetcher. The default asks a LibreTranslate on {@code
     * http://127.0.0.1:5000}.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder translate(GroundedFetcher fetcher) {
      return fetcher(TranslateFetcher.KIND, fetcher);
    }

    /**
     * Sets the fetcher of a kind, one of {@link GroundingClassifier#ALL_KINDS} or a host's own
     * (which then needs a classifier that yields it).
     *
     * @param kind the intent kind
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder fetcher(String kind, GroundedFetcher fetcher) {
      fetchers.put(Objects.requireNonNull(kind).strip(), Objects.requireNonNull(fetcher));
      return this;
    }

    /**
     * Adds a host's own kind: its fetcher and the rule that yields its intents. The rule runs
     * beside the built-in rules ({@link IntentClassifier#anyOf}), so neither replaces the other.
     *
     * <pre>{@code
     * Grounding.builder()
     *     .fetcher("flights", flightFetcher,
     *         m -> m.content().contains("flight") ? List.of(Intent.of("flights", "")) : List.of())
     *     .build();
     * }</pre>
     *
     * @param kind the intent kind
     * @param fetcher the fetcher
     * @param rule the classifier that yields intents of this kind
     * @return this builder
     */
    public Builder fetcher(String kind, GroundedFetcher fetcher, IntentClassifier rule) {
      fetcher(kind, fetcher);
      rules.put(kind.strip(), Objects.requireNonNull(rule));
      return this;
    }

    /**
     * Removes kinds: neither their rules nor their fetchers are used.
     *
     * @param kinds the kinds to remove
     * @return this builder
     */
    public Builder without(String... kinds) {
      for (String k : kinds) {
        fetchers.remove(k);
      }
      return this;
    }

    /**
     * Keeps only these kinds, removing every other one's rules and fetcher; a kind not configured
     * is ignored. For a host that wants, say, live prices and nothing else.
     *
     * @param kinds the kinds to keep
     * @return this builder
     */
    public Builder only(String... kinds) {
      fetchers.keySet().retainAll(java.util.Set.of(kinds));
      return this;
    }

    /**
     * Sets the classifier. The default is {@link GroundingClassifier} limited to the kinds that
     * have a fetcher.
     *
     * @param classifier the classifier
     * @return this builder
     */
    public Builder classifier(IntentClassifier classifier) {
      this.classifier = Objects.requireNonNull(classifier);
      return this;
    }

    /**
     * Sets the tool selector. The default is {@link IntentToolSelector#defaults()}.
     *
     * @param selector the selector
     * @return this builder
     */
    public Builder toolSelector(ToolSelector selector) {
      this.toolSelector = Objects.requireNonNull(selector);
      return this;
    }

    /**
     * Sets the deadline all fetchers of a turn share. The default leaves the agent's own (2.5
     * seconds).
     *
     * @param deadline a positive duration
     * @return this builder
     */
    public Builder deadline(Duration deadline) {
      this.deadline = dev.vex.grounding.internal.Checks.positive(deadline, "deadline");
      return this;
    }

    /**
     * Builds the grounding.
     *
     * @return the grounding
     */
    public Grounding build() {
      return new Grounding(this);
    }
  }
}
