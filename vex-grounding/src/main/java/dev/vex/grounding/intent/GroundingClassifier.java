package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.message.Message;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The intent rules of the nine grounded kinds, in English and Norwegian bokmål. One message may
 * yield several intents ("weather in Oslo and the BTC price"), one per ticker or coin ("Tesla and
 * Nvidia"); chit-chat and words used in passing yield none (an empty list, so the model router
 * decides as usual). Crypto is decided before stocks, so "BTC" never reaches Yahoo Finance. Runs in
 * microseconds and never calls the network. Immutable and thread-safe.
 *
 * <pre>{@code
 * List<Intent> intents = GroundingClassifier.create().classify("weather in Oslo and the BTC price");
 * // [weather "Oslo", crypto "BTC"]
 * }</pre>
 */
public final class GroundingClassifier implements IntentClassifier {
  /** Every kind the rules know. */
  public static final Set<String> ALL_KINDS =
      Set.of(
          WeatherFetcher.KIND,
          NewsFetcher.KIND,
          SearchFetcher.KIND,
          StockFetcher.KIND,
          CryptoFetcher.KIND,
          RecipeFetcher.KIND,
          SportsFetcher.KIND,
          CurrencyFetcher.KIND,
          TranslateFetcher.KIND);

  private final Set<String> kinds;
  private final int maxIntents;
  private final int maxChars;

  private GroundingClassifier(Builder b) {
    this.kinds = Set.copyOf(b.kinds);
    this.maxIntents = b.maxIntents;
    this.maxChars = b.maxChars;
  }

  /**
   * Returns a classifier with every rule.
   *
   * @return the classifier
   */
  public static GroundingClassifier create() {
    return builder().build();
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public List<Intent> classify(Message message) {
    return classify(message.content());
  }

  /**
   * Classifies a text: its first {@link Builder#maxChars(int) maxChars} characters, in time linear
   * in their number.
   *
   * @param text the user's text
   * @return the intents, in the order crypto, currency, stocks, weather, news, recipes, sports,
   *     search (or only the translation, when the message asks for one); possibly empty
   */
  public List<Intent> classify(String text) {
    if (text == null || text.isBlank()) {
      return List.of();
    }
    Utterance u = new Utterance(text.length() > maxChars ? text.substring(0, maxChars) : text);
    boolean shopping = SearchRule.shopping(u);
    List<Intent> out = new ArrayList<>();
    List<Intent> translation = TranslateRule.match(u);
    if (!translation.isEmpty()) {
      // the text to translate is quoted material, not a question: no other rule reads it
      add(out, translation);
      return List.copyOf(out);
    }
    List<Intent> crypto = CryptoRule.match(u);
    add(out, crypto);
    if (crypto.isEmpty()) {
      add(out, CurrencyRule.match(u));
    }
    add(out, StockRule.match(u, shopping));
    add(out, WeatherRule.match(u));
    add(out, NewsRule.match(u));
    add(out, RecipeRule.match(u));
    add(out, SportsRule.match(u));
    add(out, SearchRule.match(u, !out.isEmpty(), shopping));
    Set<String> seen = new LinkedHashSet<>();
    List<Intent> kept = new ArrayList<>();
    for (Intent i : out) {
      String key = i.kind() + "|" + i.subject().toLowerCase(Locale.ROOT);
      if (seen.add(key) && kept.size() < maxIntents) {
        kept.add(i);
      }
    }
    return List.copyOf(kept);
  }

  private void add(List<Intent> out, List<Intent> found) {
    for (Intent i : found) {
      if (kinds.contains(i.kind())) {
        out.add(i);
      }
    }
  }

  /** Configures a {@link GroundingClassifier}. */
  public static final class Builder {
    private final Set<String> kinds = new LinkedHashSet<>(ALL_KINDS);
    private int maxIntents = 6;
    private int maxChars = 4000;

    private Builder() {}

    /**
     * Sets which kinds the rules may yield. The default is {@link #ALL_KINDS}.
     *
     * @param kinds a subset of {@link #ALL_KINDS}
     * @return this builder
     */
    public Builder kinds(Set<String> kinds) {
      for (String k : kinds) {
        if (!ALL_KINDS.contains(k)) {
          throw new IllegalArgumentException("unknown kind '" + k + "'; known: " + ALL_KINDS);
        }
      }
      this.kinds.clear();
      this.kinds.addAll(kinds);
      return this;
    }

    /**
     * Sets the most intents one message yields; the rest are dropped. The default is 6.
     *
     * @param max 1 or more
     * @return this builder
     */
    public Builder maxIntents(int max) {
      if (max < 1) {
        throw new IllegalArgumentException("maxIntents must be at least 1: " + max);
      }
      this.maxIntents = max;
      return this;
    }

    /**
     * Sets how much of a message is classified: its first {@code max} characters; the rest is
     * ignored, so a huge message costs no more than this. The default is 4,000.
     *
     * @param max from 1 to 100,000
     * @return this builder
     */
    public Builder maxChars(int max) {
      if (max < 1 || max > 100_000) {
        throw new IllegalArgumentException("maxChars must be from 1 to 100000: " + max);
      }
      this.maxChars = max;
      return this;
    }

    /**
     * Builds the classifier.
     *
     * @return the classifier
     */
    public GroundingClassifier build() {
      return new GroundingClassifier(this);
    }
  }
}
