package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Follow-ups that ask nothing live although their words, or the ask just before, would make them
 * read as asks (#21, session 32, from followup-tune21's false fires and the same classes in the
 * earlier follow-up tables). A follow-up inherits the previous ask only when it is elliptical or
 * refers to it and asks for a figure; these ask for something else:
 *
 * <ul>
 *   <li>a made piece's topic: "about the weather in Bergen" after "tell me a joke", "om bitcoin"
 *       after "skriv et dikt" (the joke or poem is asked, the weather or the coin only its topic);
 *   <li>the assistant itself: "and what's new with you?", "og hva er nytt med deg?", "were you
 *       happy with the result?", "do you like snow?", "what's your favourite coin?", "would you buy
 *       it now?", and after a market figure "do you think it will go up?";
 *   <li>how a figure is made: "how do they measure wind?", "how is the price calculated?", "hvordan
 *       bestemmes kursen?" (a question of method, not of the figure);
 *   <li>a team's squad, staff or season: "is Lewandowski still playing for them?", "who's their
 *       coach?", "hvor mange mål har de scoret i år?", "how did they do last season?";
 *   <li>a market figure at its extreme: "hva var det på det høyeste?", "and at its lowest?",
 *       "what's the lowest it has been?" (a record, not the day's high).
 * </ul>
 *
 * Each class is a pattern over the lower-cased message, read only when the reading holds an ask and
 * the message is short ({@link FollowUp#MOST_WORDS} words); one pass per pattern, linear in the
 * message's length. The asks it finds are kept as mentions, so the subject is still known.
 */
final class FollowUpNothingLive {
  private FollowUpNothingLive() {}

  /** The longest previous message read for a made piece. */
  static final int MOST_CHARS = 300;

  /** Words of a made piece the assistant is asked to write or tell. */
  private static final Set<String> PIECE =
      Set.of(
          "joke",
          "jokes",
          "poem",
          "poems",
          "story",
          "stories",
          "song",
          "limerick",
          "riddle",
          "haiku",
          "rap",
          "verse",
          "rhyme",
          "vits",
          "vitser",
          "dikt",
          "historie",
          "sang",
          "gåte",
          "regle",
          "fortelling",
          "eventyr",
          "novelle",
          "vise",
          "rim");

  /**
   * "about …", "one about …", "om …", "make it about …": the topic of the piece asked just before.
   */
  static final Pattern ABOUT =
      Pattern.compile(
          "^\\W*(?:(?:and|og|ok|okay|now|nå|maybe|kanskje|please|pls|gjerne)\\W+)*"
              + "(?:(?:one|a funny one|another one|en|ei|et|ein|make it|lag den|lag det|gjør den)\\s+)?"
              + "(?:about|om|on)\\s+\\S");

  /** A question to the assistant about itself, its likes, its feelings or its own buying. */
  static final Pattern ASSISTANT =
      words(
          "with you|about you|med deg|om deg|hos deg|your fav(?:ou?rite)?|fav(?:ou?rite)? \\p{L}+ of"
              + " yours|din favoritt\\p{L}*|favoritt\\p{L}* din"
              + "|(?:do|did|would|will|were|are|have) you (?:ever )?(?:like|love|hate|prefer|enjoy"
              + "|support|watch|watched|see|saw|buy|sell|invest|own|happy|glad|sad|surprised|pleased"
              + "|disappointed|a fan)"
              + "|(?:liker|elsker|hater|heier|foretrekker|så|eier) du|ville du (?:kjøpt|solgt|kjøpe"
              + "|selge|investert)|er du (?:fan|glad|fornøyd|skuffet|overrasket)");

  /**
   * The assistant's opinion of where a market goes: "do you think it will go up?", "tror du den
   * stiger?" ("what do you think, is it up today?" asks the figure).
   */
  static final Pattern OPINION =
      words(
          "you (?:think|reckon) (?:[\\p{L}']+ ){0,3}?(?:will|gonna|is going|are going|would)"
              + "|you (?:think|reckon) (?:it|they|he|she)'ll|synes du"
              + "|tror du (?:\\p{L}+ ){0,3}?(?:vil|kommer til å|kjem til å|går opp|går ned|stiger|faller)");

  /**
   * A question of how a figure is made: "how do they measure wind?", "hvordan bestemmes kursen?".
   */
  static final Pattern METHOD =
      Pattern.compile(
          "^\\W*(?:(?:and|og|so|så|but|men|ok|okay)\\W+)?(?:how|hvordan|korleis|koss|åssen)"
              + "(?![\\p{L}\\p{N}]).*?(?<![\\p{L}\\p{N}])(?:measure[ds]?|measuring|calculated?|calculates"
              + "|computed?|determined?|decided|set(?! to| for)"
              + "|måle[rs]?|målt|beregne[rst]?|beregnes|bestemme[rs]?|bestemt|fastsette[rs]?|fastsatt"
              + "|regnes ut|regner (?:de|dei|man|en) ut)(?![\\p{L}\\p{N}])");

  /** A team's squad or staff: "still playing for them", "who's their coach?". */
  static final Pattern SQUAD =
      words(
          "(?:still )?play(?:s|ing)? for|signed (?:for|with)|joined them|left them"
              + "|(?:spiller|spelar|spilte|spelte) (?:\\p{L}+ )?(?:fortsatt |fremdeles |framleis |enda"
              + " |ennå |ikkje |ikke )?for|coach(?:es)?|manager|captain|owns them|owner"
              + "|trener(?:en)?|manageren|kaptein(?:en)?|eier (?:dem|klubben)|eieren");

  /** A season's total or a past season: "scored this season", "i år", "last season". */
  static final Pattern SEASON =
      words(
          "(?:how|hvor|kor|ko) (?:many|mange|mye|mykje)(?: \\p{L}+){1,5} (?:this season|this year"
              + "|so far|in total|all season|i år|denne sesongen|i sesongen|så langt|hittil|til nå"
              + "|totalt|i heile år|i hele år)|last season|forrige sesong|sist sesong|førre sesong");

  /** A market figure at its extreme, not the day's: "på det høyeste", "the lowest it has been". */
  static final Pattern EXTREME =
      words(
          "(?:at|på) (?:its|the|det|sitt|sin|den|their) (?:very )?(?:highest|lowest|peak|top|bottom"
              + "|høyeste|laveste|høgaste|lågaste|topp|bunn)"
              + "|(?:highest|lowest|høyeste|laveste) (?:it|den|det|they) (?:has|have|had|'s|was|ever"
              + "|har|hadde|var|noen gang)|(?:the|its) (?:highest|lowest) (?:ever|it got|it went)");

  private static final Set<String> MARKETS =
      Set.of(CryptoFetcher.KIND, StockFetcher.KIND, CurrencyFetcher.KIND);

  /**
   * The reading with its asks kept as mentions when the message is one of these follow-ups; the
   * reading itself otherwise.
   */
  static List<Intent> read(Utterance u, List<Intent> read, PreviousTurn previous) {
    if (read.stream().noneMatch(Intent::isAsk)) {
      return read;
    }
    String why = why(u, read, previous);
    if (why == null) {
      return read;
    }
    List<Intent> out = new ArrayList<>(read.size());
    for (Intent i : read) {
      out.add(i.isAsk() ? i.withMode(Intent.Mode.MENTION, i.confidence(), why) : i);
    }
    return List.copyOf(out);
  }

  /** Why the message asks nothing live, or null when it may. */
  private static String why(Utterance u, List<Intent> read, PreviousTurn previous) {
    String lower = u.lower;
    if (ABOUT.matcher(lower).find() && piece(previous)) {
      return "the topic of a piece asked for just before";
    }
    if (ASSISTANT.matcher(lower).find()) {
      return "a question to the assistant about itself";
    }
    boolean markets = read.stream().allMatch(i -> !i.isAsk() || MARKETS.contains(i.kind()));
    if (markets && OPINION.matcher(lower).find()) {
      return "the assistant's opinion of where the figure goes";
    }
    if (METHOD.matcher(lower).find()) {
      return "how a figure is made, not the figure";
    }
    boolean sports = read.stream().allMatch(i -> !i.isAsk() || SportsFetcher.KIND.equals(i.kind()));
    if (sports && (SQUAD.matcher(lower).find() || SEASON.matcher(lower).find())) {
      return "a team's squad, staff or season, not a match";
    }
    if (markets && EXTREME.matcher(lower).find()) {
      return "a record of the figure, not the day's";
    }
    return null;
  }

  /** Whether the previous message asked nothing live and named a piece to write or tell. */
  private static boolean piece(PreviousTurn previous) {
    String text = previous.text();
    if (text.length() > MOST_CHARS || previous.intents().stream().anyMatch(Intent::isAsk)) {
      return false;
    }
    for (String w : new Utterance(text).lowerWords) {
      if (PIECE.contains(FollowUpText.strip(w))) {
        return true;
      }
    }
    return false;
  }

  /** Alternatives as whole words, letters of any script counted as word characters. */
  private static Pattern words(String alternatives) {
    return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternatives + ")(?![\\p{L}\\p{N}])");
  }
}
