package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
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
 * And session 33's, from followup-tune22's false fires (#21):
 *
 * <ul>
 *   <li>a habit of the weather, not the weather now: "does it rain there all the time?", "snør det
 *       alltid så mye der?" (a climate question; not with a time or "now" of its own);
 *   <li>a game of pretend set in the past: "let's play: you're a weather reporter in 1850" then
 *       "what's the forecast for London?" (the game's forecast; not with "actually", "really");
 *   <li>a judgement of a result: "was it a fair result?", "var det fortjent?";
 *   <li>advice drawn from the reply just given: "should I bring a jacket then?", "trenger jeg jakke
 *       da?" after a weather ask (no place, time or "there" of its own: the reply holds the
 *       figure);
 *   <li>what an index or a market holds: "what's in the Nasdaq anyway?", "hvilke selskaper er med i
 *       OBX?".
 * </ul>
 *
 * And session 35's, from followup-tune24's false fires (#21): weather or a price inside a story the
 * user writes ({@link #FICTION_SET}), a game set in a decade of the past ("1950s London"), and "and
 * the Dow?" after "what's an index fund" ({@link #WHAT_IS_A}, {@link #BARE}).
 *
 * <p>Each class is a pattern over the lower-cased message, read only when the reading holds an ask
 * and the message is short ({@link FollowUp#MOST_WORDS} words); one pass per pattern, linear in the
 * message's length. The asks it finds are kept as mentions, so the subject is still known.
 */
final class FollowUpNothingLive {
  private FollowUpNothingLive() {}

  /** The longest previous message read for a made piece. */
  static final int MOST_CHARS = 300;

  /** Words of a made piece the assistant is asked to write or tell. */
  private static final Set<String> PIECE = WordLists.set("FollowUpNothingLive.PIECE");

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

  /** A habit of the weather: "all the time", "usually", "alltid", "pleier". */
  static final Pattern HABIT =
      words(
          "all the time|all year(?: round)?|year round|always|usually|normally|generally|typically"
              + "|in general|on average|hele tiden|hele tida|heile tida|alltid|vanligvis"
              + "|som regel|i snitt|i gjennomsnitt|pleier|pleier det|pleie|jamt over|jevnt over");

  /** Words of now or of a day, that make a habit word a question of the weather then. */
  private static final Set<String> WHEN = WordLists.set("FollowUpNothingLive.WHEN");

  /** A game of pretend: "let's play", "pretend", "imagine", "la oss leke", "lat som". */
  static final Pattern PRETEND =
      words(
          "let's play|lets play|let us play|pretend|imagine|role ?play|roleplay|you're a|you are a"
              + "|la oss leke|lat som|late som|forestill deg|tenk deg|du er en|du er ein|rollespill"
              // "vi leker at det er 1995 og du er værmelder" (session 37, followup-tune26)
              + "|vi leker|vi leikar|leker at|leik at|lek at|vi later som|later som");

  /** A past time a game is set in: a year before 2000, a century, "the middle ages". */
  static final Pattern PAST_SETTING =
      words(
          "1\\d{3}|1\\d{2}0'?s|1\\d{2}0-(?:tallet|talet|åra|årene)|\\d{1,2}(?:st|nd|rd|th) century"
              + "|\\d{1,2}\\.? ?(?:århundre|hundreåret)"
              + "|middle ages|middelalderen|viking age|vikingtiden|stone age|steinalderen");

  /**
   * Words that leave the game: "actually", "really", "for real", "egentlig", "på ekte". Not "today"
   * or "now" (session 34, followup-tune23): inside a game set in 1850, "what's the weather like
   * today, captain?" asks the game's day.
   */
  static final Pattern OUT_OF_GAME =
      words(
          "actually|really|for real|in real life|real|irl|egentlig|faktisk|på ekte"
              + "|i virkeligheten|ekte");

  /**
   * A story or a book the user writes, set in the present (session 35, followup-tune24;
   * DEFINITIONS.md session 33: fiction set in the present makes later weather or price follow-ups
   * no ask): "I'm writing a story where it always rains in Oslo", "write a story about a girl in
   * Tromsø", "i historien min bor hovedpersonen i Tromsø", "jeg skriver en roman om". Not "the
   * history of", "historien til", "tell me about the history" (a real place's or market's history):
   * only writing, "my story", a main character.
   */
  static final Pattern FICTION_SET =
      words(
          "writing (?:a |an |my |the )?(?:short )?(?:story|novel|book|screenplay|script|fairy ?tale"
              + "|fanfic)|write (?:me )?(?:a|an) (?:short )?(?:story|novel|fairy ?tale)"
              + "|(?:in|of) (?:my|our) (?:story|novel|screenplay|script|fairy ?tale)"
              + "|main character|protagonist|my character"
              + "|(?:skriver|skrive|skriv|skriv meg) (?:på )?(?:en|ei|et|ein|eit) (?:kort )?(?:historie"
              + "|roman|novelle|fortelling|bok|eventyr|manus)"
              + "|(?:historien|romanen|boka|boken|fortellingen|novella|novellen|eventyret|manuset)"
              + " (?:min|mi|mitt|vår|vårt)|hovedpersonen|hovudpersonen|hovedkarakteren");

  /**
   * The same question of what a thing is, of another thing (session 35, followup-tune24): "what's
   * an index fund" then "and the Dow?", "hva er en indeks" then "og OBX da?" ask what the Dow or
   * OBX is, not its level. The message before asks what a thing of a kind is ("what is a/an", "what
   * are …s", "hva er en/et/ei", "kva er ein/ei/eit"), asks nothing live and holds no digit; the
   * message names only its new subject after "and", "og", "what about", "hva med", "enn", with no
   * word of a figure, a time or a request of its own ({@link #BARE}).
   */
  static final Pattern WHAT_IS_A =
      Pattern.compile(
          "^\\W*(?:(?:ok|okay|so|så|hey|hei|quick question|lurer på)\\W+)?(?:what(?:'s| is| are|s)"
              + "|hva er|hva e|kva er|ka e|ka er|hva betyr|kva betyr) (?:a|an|en|et|ei|ein|eit)"
              + "(?![\\p{L}\\p{N}])");

  /** "and the Dow?", "og OBX da?", "what about the S&P then?": a new subject and nothing else. */
  static final Pattern BARE =
      Pattern.compile(
          "^\\W*(?:and|og|enn|what about|how about|and what about|hva med|ka med|kva med|og hva med)"
              + "\\s+(?:the\\s+)?[\\p{L}\\p{N}&.'-]+(?:\\s+[\\p{L}\\p{N}&.'-]+)?"
              + "(?:\\s+(?:da|då|then|too|også))?\\W*$");

  /** A judgement of a result: "a fair result", "deserved", "fortjent". */
  static final Pattern RESULT_JUDGED =
      words(
          "(?:was|is) (?:it|that|this) (?:a |an )?(?:fair|unfair|deserved|undeserved|lucky|unlucky"
              + "|just|justified)|(?:fair|unfair|deserved|lucky) (?:result|win|draw|loss|score)"
              + "|(?:var|er) (?:det|den|dette) (?:en )?(?:rettferdig|urettferdig|fortjent|ufortjent"
              + "|heldig|flaks|uflaks|fortent)|(?:rettferdig|fortjent|heldig) (?:resultat|seier"
              + "|tap|uavgjort)");

  /** Advice drawn from a reply: "should I bring …", "do I need …", "trenger jeg …". */
  static final Pattern ADVICE =
      words(
          "should i|shall i|do i need|will i need|would i need|need i|must i|bør jeg|skal jeg"
              + "|må jeg|trenger jeg|treng eg|bør eg|skal eg|må eg|burde jeg"
              // "guess I'll need a jacket then?" (session 37, followup-tune26)
              + "|i'll need|i’ll need|ill need|i will need|i'd need|i’d need|i need");

  /**
   * "then", "da", "in that case", a leading "so" ("so should I pack a raincoat?", session 37,
   * followup-tune25): the advice follows from what was just said.
   */
  static final Pattern THEN =
      Pattern.compile(
          "(?<![\\p{L}\\p{N}])(?:then|in that case|da|då|i så fall|isåfall|altså)(?![\\p{L}\\p{N}])"
              + "|^\\W*(?:so|så)\\W+(?=should|shall|do|will|must|bør|skal|må|trenger|treng)");

  /** What an index or market holds: "what's in the Nasdaq", "hvilke selskaper er med i". */
  static final Pattern HOLDS =
      Pattern.compile(
          "^\\W*(?:(?:and|og|so|så|but|men|ok|okay)\\W+)?(?:(?:what|which \\p{L}+)(?:'s| is| are)"
              + " (?:in|part of|included in)|(?:what|which \\p{L}+) (?:does|do) (?:it|the \\p{L}+)"
              + " (?:hold|contain|include|consist of)|(?:hva|kva|hvilke \\p{L}+|kva for \\p{L}+)"
              + " (?:er med|finnes|finst|er inkludert) i|hva består|kva består)(?![\\p{L}\\p{N}])");

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
    if (markets && HOLDS.matcher(lower).find()) {
      return "what an index or a market holds, not its figure";
    }
    if (sports && RESULT_JUDGED.matcher(lower).find()) {
      return "a judgement of a result";
    }
    boolean weather = only(read, WeatherFetcher.KIND);
    if (weather && HABIT.matcher(lower).find() && !when(u)) {
      return "a habit of the weather, not the weather now";
    }
    if (weather && advice(u, read, previous)) {
      return "advice drawn from the reply just given";
    }
    if (pretendInThePast(previous) && !OUT_OF_GAME.matcher(lower).find()) {
      return "a game of pretend set in the past";
    }
    if (markets || weather) {
      if (fiction(previous) && !OUT_OF_GAME.matcher(lower).find()) {
        return "inside a story the user writes";
      }
      if (BARE.matcher(lower).find() && !when(withoutIndexNames(u)) && whatIsA(previous)) {
        return "the same question of what a thing is, of another thing";
      }
    }
    return null;
  }

  /** Whether every ask of the reading is of the kind. */
  private static boolean only(List<Intent> read, String kind) {
    return read.stream().allMatch(i -> !i.isAsk() || kind.equals(i.kind()));
  }

  /**
   * The message without the names of indices that hold digits ("and the Russell 2000?", "og FTSE
   * 100?"): their digits are a name, no time (session 37, followup-tune26).
   */
  private static Utterance withoutIndexNames(Utterance u) {
    if (!u.lower.matches("(?s).*\\d.*")) {
      return u;
    }
    String rest = u.lower;
    for (String name : StockRule.INDICES.keySet()) {
      if (name.matches(".*\\d.*") && rest.contains(name)) {
        rest = rest.replace(name, " ");
      }
    }
    return rest.equals(u.lower) ? u : new Utterance(rest);
  }

  /** Whether the message names a time, "now" or "there" of its own. */
  private static boolean when(Utterance u) {
    List<String> w = u.lowerWords;
    for (int k = 0; k < w.size(); k++) {
      String s = FollowUpText.strip(w.get(k));
      String two = k + 1 < w.size() ? s + " " + FollowUpText.strip(w.get(k + 1)) : "";
      if (WHEN.contains(s)
          || WHEN.contains(two)
          || FollowUpWords.TIME_CORE.contains(s)
          || s.matches(".*\\d.*")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Advice drawn from a weather reply just given: the previous turn asked the weather, the message
   * asks advice "then", and names no place, time or "there" of its own.
   */
  private static boolean advice(Utterance u, List<Intent> read, PreviousTurn previous) {
    if (!ADVICE.matcher(u.lower).find()
        || !THEN.matcher(u.lower).find()
        || when(u)
        || previous.intents().stream()
            .noneMatch(i -> i.isAsk() && WeatherFetcher.KIND.equals(i.kind()))) {
      return false;
    }
    for (String w : u.lowerWords) {
      if (FollowUpWords.THERE.contains(FollowUpText.strip(w))) {
        return false;
      }
    }
    for (Intent i : read) {
      String place = i.subject().toLowerCase(java.util.Locale.ROOT);
      if (i.isAsk() && !place.isEmpty() && u.lower.contains(place)) {
        return false; // "should I bring a jacket to Bergen then?": a place of its own
      }
    }
    return true;
  }

  /** Whether the previous message, no ask, sets up a game of pretend in the past. */
  private static boolean pretendInThePast(PreviousTurn previous) {
    String text = previous.text();
    if (text.length() > MOST_CHARS || previous.intents().stream().anyMatch(Intent::isAsk)) {
      return false;
    }
    String lower = text.toLowerCase(java.util.Locale.ROOT);
    return PRETEND.matcher(lower).find() && PAST_SETTING.matcher(lower).find();
  }

  /** Whether the previous message, no ask, sets up a story the user writes. */
  private static boolean fiction(PreviousTurn previous) {
    String text = previous.text();
    return text.length() <= MOST_CHARS
        && previous.intents().stream().noneMatch(Intent::isAsk)
        && FICTION_SET.matcher(text.toLowerCase(java.util.Locale.ROOT)).find();
  }

  /** Whether the previous message, no ask and no digit, asks what a thing of a kind is. */
  private static boolean whatIsA(PreviousTurn previous) {
    String text = previous.text();
    return text.length() <= MOST_CHARS
        && previous.intents().stream().noneMatch(Intent::isAsk)
        && !text.matches("(?s).*\\d.*")
        && WHAT_IS_A.matcher(text.toLowerCase(java.util.Locale.ROOT)).find();
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
