package dev.vex.grounding.translate;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A translation from a LibreTranslate server (self-hosted, like SearXNG): {@code POST
 * {base}/translate} with {@code q}, {@code source} ({@code auto} unless given), {@code target},
 * {@code format=text} and, when configured, {@code api_key}. The intent's subject is the text to
 * translate; its {@code target} parameter the language code ({@code nb}, {@code en}), its {@code
 * source} parameter optionally the source language. Key figures: the plain numbers in the
 * translation, so a reply that changes a number in it is caught. Immutable and thread-safe.
 */
public final class TranslateFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "translate";

  /** The intent parameter for the target language code, for example {@code nb}. */
  public static final String TARGET = "target";

  /** The intent parameter for the source language code; {@code auto} when absent. */
  public static final String SOURCE_LANGUAGE = "source";

  /** The source name. */
  public static final String SOURCE = "LibreTranslate";

  private static final Pattern LANGUAGE = Pattern.compile("[a-z]{2,3}(?:-[A-Za-z]{2,4})?|auto");
  private static final int MAX_FIGURES = 10;
  private static final int MAX_SHOWN = 4000;

  private final Source source;
  private final String apiKey;
  private final String defaultTarget;
  private final int maxChars;

  private TranslateFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
    this.apiKey = b.apiKey;
    this.defaultTarget = b.defaultTarget;
    this.maxChars = b.maxChars;
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
   * Returns a fetcher with the defaults: a LibreTranslate on {@code http://127.0.0.1:5000}.
   *
   * @return the fetcher
   */
  public static TranslateFetcher create() {
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
    String text = intent.subject().strip();
    String target =
        intent.parameters().getOrDefault(TARGET, defaultTarget).strip().toLowerCase(Locale.ROOT);
    String from =
        intent.parameters().getOrDefault(SOURCE_LANGUAGE, "auto").strip().toLowerCase(Locale.ROOT);
    if (text.isEmpty()) {
      throw refused("the question names no text to translate");
    }
    if (text.length() > maxChars) {
      throw refused("the text is longer than " + maxChars + " characters (" + text.length() + ")");
    }
    if (!LANGUAGE.matcher(target).matches() || target.equals("auto")) {
      throw refused("not a language code: '" + Text.shorten(target, 20) + "'");
    }
    if (!LANGUAGE.matcher(from).matches()) {
      from = "auto";
    }
    JsonObject body = new JsonObject();
    body.addProperty("q", text);
    body.addProperty("source", from);
    body.addProperty("target", target);
    body.addProperty("format", "text");
    if (!apiKey.isEmpty()) {
      body.addProperty("api_key", apiKey);
    }
    String url = source.baseUrl() + "/translate";
    String sourceLanguage = from;
    return source.cached(
        sourceLanguage + "|" + target + "|" + text,
        () ->
            source
                .postJson("/translate", body.toString())
                .thenApply(
                    json ->
                        parse(json, text, sourceLanguage, target, url, source.clock().instant())));
  }

  private SourceException refused(String why) {
    return new SourceException(
        SOURCE, source.baseUrl(), 0, why, SourceException.Reason.NOT_FOUND, null);
  }

  static GroundTruth parse(
      JsonElement json, String text, String from, String target, String url, Instant at) {
    if (!json.isJsonObject()) {
      throw Truths.badShape(SOURCE, url, "expected an object with translatedText");
    }
    String translated = Json.path(json, "translatedText").strip();
    if (translated.isEmpty()) {
      throw Truths.notFound(SOURCE, url, "an empty translation");
    }
    if (translated.length() > MAX_SHOWN) {
      translated = translated.substring(0, MAX_SHOWN) + "…";
    }
    String detected = Json.path(json, "detectedLanguage", "language").strip();
    if (!LANGUAGE.matcher(detected).matches()) {
      detected = "";
    }
    String language = from.equals("auto") ? detected : from;
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("text", text);
    facts.put("translation", translated);
    facts.put("target", target);
    facts.put("source", language.isEmpty() ? "auto" : language);
    Json.decimal(json, "detectedLanguage", "confidence")
        .ifPresent(c -> facts.put("detectionConfidence", c));

    List<KeyFigure> figures = new ArrayList<>();
    for (BigDecimal n : numbers(translated)) {
      if (figures.size() < MAX_FIGURES) {
        figures.add(new KeyFigure("number in the translation", n, ""));
      }
    }
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Text", Text.shorten(text, 200));
    fields.put("Translation (" + target + ")", Text.shorten(translated, 200));
    if (!language.isEmpty()) {
      fields.put("From", language);
    }
    FactCard card = new FactCard("Translation", fields, SOURCE, url, at);
    String en = summary(false, translated, language, target);
    String nb = summary(true, translated, language, target);
    return new GroundTruth(
        KIND, SOURCE, List.of(url), at, facts, figures, Map.of("en", en, "nb", nb), card);
  }

  private static String summary(boolean nb, String translated, String from, String target) {
    StringBuilder sb = new StringBuilder(nb ? "Oversettelse" : "Translation");
    sb.append(" (LibreTranslate");
    if (!from.isEmpty()) {
      sb.append(nb ? ", fra " : ", from ").append(from);
    }
    sb.append(nb ? " til " : " to ").append(target).append("): \"").append(translated);
    return sb.append('"').toString();
  }

  /**
   * The plain numbers of a text: whole words of digits, optionally with one decimal point, not part
   * of a time, a date or a word. At most {@value #MAX_FIGURES}, each below 10^15.
   */
  static List<BigDecimal> numbers(String s) {
    List<BigDecimal> out = new ArrayList<>();
    int i = 0;
    int n = s.length();
    while (i < n && out.size() < MAX_FIGURES) {
      if (!Character.isDigit(s.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
        i++;
      }
      String token = s.substring(start, i);
      while (token.endsWith(".")) {
        token = token.substring(0, token.length() - 1);
      }
      char before = start > 0 ? s.charAt(start - 1) : ' ';
      char after = start + token.length() < n ? s.charAt(start + token.length()) : ' ';
      boolean glued =
          Character.isLetter(before)
              || Character.isLetter(after)
              || ":/-".indexOf(before) >= 0
              || ":/-".indexOf(after) >= 0;
      if (glued
          || token.isEmpty()
          || token.length() > 15
          || token.indexOf('.') != token.lastIndexOf('.')) {
        continue;
      }
      out.add(new BigDecimal(token));
    }
    return out;
  }

  /** Configures a {@link TranslateFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("http://127.0.0.1:5000")
            .timeout(Duration.ofSeconds(5))
            .cacheTtl(Duration.ofHours(1));
    private String apiKey = "";
    private String defaultTarget = "en";
    private int maxChars = 2000;

    private Builder() {}

    /**
     * Sets the LibreTranslate server. The default is {@code http://127.0.0.1:5000}, where {@code
     * docker run -p 5000:5000 libretranslate/libretranslate} listens.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the API key sent as {@code api_key}. The default is none (a self-hosted server needs
     * none).
     *
     * @param apiKey the key, or empty for none
     * @return this builder
     */
    public Builder apiKey(String apiKey) {
      this.apiKey = Objects.requireNonNull(apiKey).strip();
      return this;
    }

    /**
     * Sets the timeout of a request, body included. The default is 5 seconds (translation models
     * are slower than lookups).
     *
     * @param timeout as {@link SourceSettings.Builder#timeout}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      source.timeout(timeout);
      return this;
    }

    /**
     * Sets how long a translation is reused for the same text and languages. The default is 1 hour.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets the language translated to when the question names none. The default is {@code en}.
     *
     * @param language a LibreTranslate language code
     * @return this builder
     */
    public Builder defaultTarget(String language) {
      String l = Objects.requireNonNull(language).strip().toLowerCase(Locale.ROOT);
      if (!LANGUAGE.matcher(l).matches() || l.equals("auto")) {
        throw new IllegalArgumentException("not a language code: " + language);
      }
      this.defaultTarget = l;
      return this;
    }

    /**
     * Sets the longest text sent for translation; a longer one is refused without a request. The
     * default is 2,000 characters.
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
    public TranslateFetcher build() {
      return new TranslateFetcher(this);
    }
  }
}
