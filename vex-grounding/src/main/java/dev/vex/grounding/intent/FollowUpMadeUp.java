package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpText.strip;
import static dev.vex.grounding.intent.FollowUpWords.THERE;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The weather of a made-up place (#21, session 30): "I'm writing a story set in a town where it
 * never stops raining" then "what would the forecast on the radio say there?" asks of the story,
 * not of a real place (DEFINITIONS.md: fiction is no ask). Read only when the message's weather has
 * no place of its own (none, or "there"), the message points back ("there") or supposes ("would",
 * "ville"), and the message before names a work of fiction and no weather place. The weather asks
 * are then only mentions. Pre-check: a placeless weather ask; then one pass over each message's
 * words (the message before at most {@link #MOST_CHARS} characters).
 */
final class FollowUpMadeUp {
  private FollowUpMadeUp() {}

  /** The longest message before read. */
  static final int MOST_CHARS = 300;

  /** Words of a work of fiction or of a game. */
  private static final Set<String> FICTION =
      Set.of(
          "story",
          "novel",
          "fiction",
          "fantasy",
          "screenplay",
          "script",
          "fairytale",
          "fable",
          "game",
          "roman",
          "novelle",
          "fortelling",
          "eventyr",
          "fantasybok",
          "manus",
          "spill",
          "bok",
          "book");

  /** Words that suppose rather than ask ("what would the forecast say"). */
  private static final Set<String> SUPPOSE = Set.of("would", "ville", "skulle", "could");

  /**
   * The message's intents with its placeless weather asks as mentions; null when the message is no
   * such follow-up.
   */
  static List<Intent> read(Utterance u, List<Intent> own, PreviousTurn previous) {
    boolean placeless =
        own.stream()
            .anyMatch(
                i ->
                    i.isAsk()
                        && WeatherFetcher.KIND.equals(i.kind())
                        && (i.subject().isEmpty()
                            || THERE.contains(i.subject().toLowerCase(Locale.ROOT))));
    if (!placeless
        || previous.text().length() > MOST_CHARS
        || previous.intents().stream()
            .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty())) {
      return null;
    }
    boolean back = false;
    for (String w : u.lowerWords) {
      String s = strip(w);
      back |= THERE.contains(s) || SUPPOSE.contains(s);
    }
    if (!back) {
      return null;
    }
    boolean fiction = false;
    for (String w : new Utterance(previous.text()).lowerWords) {
      fiction |= FICTION.contains(strip(w));
    }
    if (!fiction) {
      return null;
    }
    List<Intent> out = new ArrayList<>(own.size());
    for (Intent i : own) {
      out.add(
          i.isAsk() && WeatherFetcher.KIND.equals(i.kind())
              ? i.withMode(Intent.Mode.MENTION, i.confidence(), "the weather of a made-up place")
              : i);
    }
    return List.copyOf(out);
  }
}
