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
  private static final Set<String> FICTION = WordLists.set("FollowUpMadeUp.FICTION");

  /** Words of a game (for the money of a game, session 32). */
  private static final Set<String> GAME = WordLists.set("FollowUpMadeUp.GAME");

  /** Words of money (for the money of a game, session 32). */
  private static final Set<String> MONEY = WordLists.set("FollowUpMadeUp.MONEY");

  /**
   * The money of a game (#21, session 32): "in my board game the money is gold coins" then "how
   * much is 100 gold in dollars?", "in Monopoly you get 200" then "what is 200 monopoly dollars in
   * euros?" convert no real currency (DEFINITIONS.md: games are no ask). Read only when the message
   * asks a currency, the message before names a game, and the word after the amount is a word of
   * the message before that names its money ("gold" after "the money is gold coins") or the game
   * ("monopoly"); "100 euros in dollars" after the same message still asks. The currency asks are
   * then only mentions; null when no such follow-up.
   */
  private static List<Intent> gameMoney(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (own.stream()
            .noneMatch(
                i -> i.isAsk() && dev.vex.grounding.currency.CurrencyFetcher.KIND.equals(i.kind()))
        || previous.text().length() > MOST_CHARS) {
      return null;
    }
    Set<String> before = new java.util.HashSet<>();
    boolean game = false;
    boolean money = false;
    for (String w : new Utterance(previous.text()).lowerWords) {
      String s = strip(w);
      before.add(s);
      game |= GAME.contains(s);
      money |= MONEY.contains(s);
    }
    if (!game) {
      return null;
    }
    boolean named = false;
    List<String> words = u.lowerWords;
    for (int k = 0; k + 1 < words.size() && !named; k++) {
      String amount = strip(words.get(k));
      if (!amount.isEmpty() && Character.isDigit(amount.charAt(0))) {
        // the game's money, named before ("gold"), or the game itself ("200 monopoly dollars")
        String unit = strip(words.get(k + 1));
        named = unit.length() > 1 && before.contains(unit) && (money || GAME.contains(unit));
      }
    }
    if (!named) {
      return null;
    }
    List<Intent> out = new ArrayList<>(own.size());
    for (Intent i : own) {
      out.add(
          i.isAsk() && dev.vex.grounding.currency.CurrencyFetcher.KIND.equals(i.kind())
              ? i.withMode(Intent.Mode.MENTION, i.confidence(), "the money of a game")
              : i);
    }
    return List.copyOf(out);
  }

  /** Words that suppose rather than ask ("what would the forecast say"). */
  private static final Set<String> SUPPOSE = Set.of("would", "ville", "skulle", "could");

  /**
   * The message's intents with its placeless weather asks as mentions; null when the message is no
   * such follow-up.
   */
  static List<Intent> read(Utterance u, List<Intent> own, PreviousTurn previous) {
    List<Intent> money = gameMoney(u, own, previous);
    if (money != null) {
      return money;
    }
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
