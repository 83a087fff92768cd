package dev.vex.grounding;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.function.Supplier;

/**
 * A built-in fetcher with its defaults, made when first used: a grounded agent builds only the
 * fetchers its turns ask, not all nine when {@link Grounding#builder()} is called. Thread-safe: the
 * fetcher is made once, whichever thread asks first. {@link Grounding#fetchers()} hands out the
 * fetchers themselves, not this holder.
 */
final class DefaultFetcher implements GroundedFetcher {
  private final String kind;
  private final Supplier<GroundedFetcher> factory;
  private volatile GroundedFetcher made;

  /** The built-in fetcher of a kind with its defaults (no lambda: none to spin up at start). */
  DefaultFetcher(String kind) {
    this.kind = kind;
    this.factory = null;
  }

  /** A fetcher from a factory, for tests. */
  DefaultFetcher(Supplier<GroundedFetcher> factory) {
    this.kind = null;
    this.factory = factory;
  }

  private GroundedFetcher make() {
    if (factory != null) {
      return factory.get();
    }
    return switch (kind) {
      case WeatherFetcher.KIND -> WeatherFetcher.create();
      case NewsFetcher.KIND -> NewsFetcher.create();
      case SearchFetcher.KIND -> SearchFetcher.builder().build();
      case StockFetcher.KIND -> StockFetcher.create();
      case CryptoFetcher.KIND -> CryptoFetcher.create();
      case RecipeFetcher.KIND -> RecipeFetcher.create();
      case SportsFetcher.KIND -> SportsFetcher.create();
      case CurrencyFetcher.KIND -> CurrencyFetcher.create();
      case TranslateFetcher.KIND -> TranslateFetcher.create();
      default -> throw new IllegalArgumentException("no built-in fetcher for " + kind);
    };
  }

  /** The fetcher, made on the first call. */
  GroundedFetcher get() {
    GroundedFetcher f = made;
    if (f == null) {
      synchronized (this) {
        f = made;
        if (f == null) {
          f = make();
          made = f;
        }
      }
    }
    return f;
  }

  /** The fetcher itself when {@code f} is a holder, else {@code f}. */
  static GroundedFetcher unwrap(GroundedFetcher f) {
    return f instanceof DefaultFetcher d ? d.get() : f;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws Exception {
    return get().fetch(intent);
  }

  @Override
  public boolean answersInterrupts() {
    return get().answersInterrupts();
  }

  @Override
  public boolean fetchesMentions() {
    return get().fetchesMentions();
  }

  @Override
  public String toString() {
    GroundedFetcher f = made;
    return f != null ? f.toString() : "DefaultFetcher[not made yet]";
  }
}
