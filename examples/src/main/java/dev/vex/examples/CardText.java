package dev.vex.examples;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A card's words in the reply's language. The fetchers write their cards in English (labels such as
 * "Price" and "Feels like", numbers as {@code 89,369} and {@code -0.27 %}); for a Norwegian reply
 * the page shows the labels in Norwegian and the numbers as the Norwegian reply writes them ({@code
 * 89 369}, {@code -0,27 %}). Dates, names and what the source wrote (a recipe's ingredients, a
 * story's title) are left as they are.
 */
final class CardText {
  /** Norwegian Bokmål. */
  static final Locale NORWEGIAN = Locale.forLanguageTag("nb");

  private static final Map<String, String> LABELS =
      Map.ofEntries(
          Map.entry("Price", "Pris"),
          Map.entry("24h change", "Endring siste døgn"),
          Map.entry("Change", "Endring"),
          Map.entry("Previous close", "Forrige sluttkurs"),
          Map.entry("Market time", "Børstid"),
          Map.entry("Exchange", "Børs"),
          Map.entry("Now", "Nå"),
          Map.entry("Feels like", "Føles som"),
          Map.entry("Humidity", "Luftfuktighet"),
          Map.entry("Wind", "Vind"),
          Map.entry("Chance of rain", "Sjanse for regn"),
          Map.entry("Ingredients", "Ingredienser"),
          Map.entry("Kind", "Type"),
          Map.entry("Steps", "Trinn"),
          Map.entry("Video", "Video"),
          Map.entry("League", "Liga"),
          Map.entry("Last", "Siste"),
          Map.entry("Next", "Neste"),
          Map.entry("Rate", "Kurs"),
          Map.entry("ECB date", "ECB-dato"),
          Map.entry("From", "Fra"),
          Map.entry("Text", "Tekst"));

  /** A date (left alone), or a number as the fetchers write it in English. */
  private static final Pattern NUMBER =
      Pattern.compile(
          "\\d{4}-\\d{2}-\\d{2}|(?<![\\d.,])-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?![\\d,])"
              + "|(?<![\\d.,])-?\\d+\\.\\d+(?![\\d.])");

  private CardText() {}

  /** Whether a locale is Norwegian (Bokmål, Nynorsk or plain Norwegian). */
  static boolean norwegian(Locale locale) {
    String l = locale.getLanguage();
    return l.equals("nb") || l.equals("no") || l.equals("nn");
  }

  /** A card's title in the language. */
  static String title(String title, Locale locale) {
    if (!norwegian(locale)) {
      return title;
    }
    if (title.startsWith("Weather in ")) {
      return "Været i " + title.substring("Weather in ".length());
    }
    return title;
  }

  /** A field's label in the language. */
  static String label(String label, Locale locale) {
    if (!norwegian(locale)) {
      return label;
    }
    String l = LABELS.get(label);
    if (l != null) {
      return l;
    }
    if (label.startsWith("Today ")) {
      return "I dag " + label.substring("Today ".length());
    }
    if (label.startsWith("Tomorrow ")) {
      return "I morgen " + label.substring("Tomorrow ".length());
    }
    return label;
  }

  /** A field's value in the language: its numbers, and the few words the fetchers put in them. */
  static String value(String label, String value, Locale locale) {
    if (!norwegian(locale) || label.equals("Ingredients") || label.equals("Video")) {
      return value;
    }
    Matcher m = NUMBER.matcher(value);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String n = m.group();
      m.appendReplacement(
          sb, Matcher.quoteReplacement(n.length() == 10 && n.charAt(4) == '-' ? n : number(n)));
    }
    m.appendTail(sb);
    return sb.toString().replace(" to ", " til ").replace(" km/h", " km/t");
  }

  /** An English-written number as the Norwegian reply writes it: {@code 89 369}, {@code -0,27}. */
  static String number(String english) {
    BigDecimal n = new BigDecimal(english.replace(",", ""));
    String plain = n.abs().toPlainString();
    int point = plain.indexOf('.');
    String whole = point < 0 ? plain : plain.substring(0, point);
    StringBuilder sb = new StringBuilder();
    if (n.signum() < 0 || english.startsWith("-")) {
      sb.append('-');
    }
    for (int i = 0; i < whole.length(); i++) {
      if (i > 0 && (whole.length() - i) % 3 == 0) {
        sb.append(' ');
      }
      sb.append(whole.charAt(i));
    }
    if (point >= 0) {
      sb.append(',').append(plain, point + 1, plain.length());
    }
    return sb.toString();
  }
}
