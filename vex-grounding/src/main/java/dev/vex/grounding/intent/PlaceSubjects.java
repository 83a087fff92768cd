package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Locale;

/**
 * The place of a weather intent: the known places in it or in the message, and the subjects that
 * are no place.
 */
final class PlaceSubjects {
  private PlaceSubjects() {}

  /**
   * Sets each weather intent's place to the known places ({@link Entities}) in it or, when it names
   * none, in the message: "Oslo During" becomes Oslo, "Oslo Bergen" two places, "Rain But" (from "i
   * know bergen is famous for rain, but is it raining there") Bergen. A place the list does not
   * know stays as the rule found it.
   */
  static void knownPlaces(Utterance u, List<Intent> out) {
    List<Entities.Span> inMessage = null;
    for (int k = 0; k < out.size(); k++) {
      Intent i = out.get(k);
      if (!WeatherFetcher.KIND.equals(i.kind())
          || Entities.knownPlace(i.subject())
          || WeatherRule.endsWithAState(i.subject())
          || WeatherRule.wholeName(i.subject())) {
        continue; // "Austin TX": the state says which Austin; "Miami Beach" is not Miami
      }
      if (inMessage == null) {
        inMessage = Entities.places(u);
      }
      String mended = Entities.misspeltPlace(i.subject());
      if (mended != null) {
        out.set(k, new Intent(i.kind(), mended, i.parameters()));
        continue;
      }
      List<Entities.Span> in =
          i.subject().isEmpty() ? List.of() : Entities.places(new Utterance(i.subject()));
      if (in.isEmpty()) {
        in = inMessage;
        if (in.isEmpty() || otherWeatherSubject(out, i)) {
          continue;
        }
      }
      out.remove(k);
      int at = k;
      for (Entities.Span s : in) {
        boolean dup = false;
        for (Intent o : out) {
          dup |= WeatherFetcher.KIND.equals(o.kind()) && o.subject().equalsIgnoreCase(s.subject());
        }
        if (!dup) {
          out.add(at++, new Intent(i.kind(), s.subject(), i.parameters()));
        }
      }
      k = at - 1;
    }
  }

  private static boolean otherWeatherSubject(List<Intent> out, Intent self) {
    for (Intent o : out) {
      if (o != self && WeatherFetcher.KIND.equals(o.kind()) && Entities.knownPlace(o.subject())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a news intent's topic holds this weather intent's place and is itself about the weather
   * ("storm in Western Norway"): then the weather is the story, not a forecast asked.
   */
  static boolean aboutTheWeather(List<Intent> news, Intent weather) {
    String place = weather.subject().toLowerCase(Locale.ROOT);
    if (place.isEmpty()) {
      return false;
    }
    for (Intent n : news) {
      String topic = n.subject();
      if (topic.length() > place.length()
          && topic.toLowerCase(Locale.ROOT).contains(place)
          && !WeatherRule.match(new Utterance(topic)).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** A weather subject that is another intent's subject, a coin, a currency or a price word. */
  static boolean notAPlace(String subject, List<Intent> all) {
    if (subject.isEmpty()) {
      return false;
    }
    String first = subject.split(" ")[0];
    String lower = first.toLowerCase(Locale.ROOT);
    if (dev.vex.grounding.internal.Coins.byName(lower).isPresent()
        || dev.vex.grounding.internal.Coins.bySymbol(first.toUpperCase(Locale.ROOT)).isPresent()
        || Lexicon.CURRENCIES.containsKey(lower)
        || Lexicon.PRICE_WORDS.contains(lower)) {
      return true;
    }
    for (Intent i : all) {
      // a news topic, a query or a text to translate is free text, not a name ("top headlines
      // and the weather in paris")
      if (!WeatherFetcher.KIND.equals(i.kind())
          && !NewsFetcher.KIND.equals(i.kind())
          && !SearchFetcher.KIND.equals(i.kind())
          && !TranslateFetcher.KIND.equals(i.kind())
          && i.subject().equalsIgnoreCase(subject)) {
        return true;
      }
    }
    return false;
  }
}
