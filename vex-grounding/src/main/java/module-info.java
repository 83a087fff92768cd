/**
 * Vex grounding: the grounded fetchers (weather, news, search, stocks, crypto, recipes, sports),
 * their intent rules in English and Norwegian, caching and summaries.
 *
 * <p>Start with {@link dev.vex.grounding.Grounding}. {@code dev.vex.grounding.internal} holds the
 * shared HTTP client and the cache and is not exported.
 */
module dev.vex.grounding {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires org.slf4j;

  exports dev.vex.grounding;
  exports dev.vex.grounding.intent;
  exports dev.vex.grounding.weather;
  exports dev.vex.grounding.news;
  exports dev.vex.grounding.search;
  exports dev.vex.grounding.stocks;
  exports dev.vex.grounding.crypto;
  exports dev.vex.grounding.recipes;
  exports dev.vex.grounding.sports;
  exports dev.vex.grounding.currency;
  exports dev.vex.grounding.translate;
}
